/**
 * Seeds the demo (invented facilitators, workshops, registrations, reviews, clients, messages, and one account
 * per role) into whichever database the environment names (DATABASE_URL, or the embedded one in DATA_DIR while
 * the server is stopped): `npm run seed:demo`. Refuses a database that already holds records of those kinds.
 */
import { seedDemoOnDemand } from "../app/server/db/seed-on-start.server";
import { failCommand, openForCommand } from "./command";

const { cfg, database, releaseLock } = await openForCommand("seed:demo");
let answer;
try {
  answer = await seedDemoOnDemand(cfg);
} catch (error) {
  answer = { ok: false, message: (error as Error).message || String(error) };
} finally {
  await database.close();
  releaseLock();
}
if (!answer.ok) failCommand("seed:demo", answer.message);
console.log(answer.message);
