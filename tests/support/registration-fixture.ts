/**
 * Prepares an embedded database for the registration end-to-end test, before its server starts:
 * the demo content (as a fresh server would seed it) plus one published workshop with a single seat,
 * so the test can fill it, join the waitlist, cancel and watch the promotion without touching the data
 * other end-to-end files read (they run against the shared server and its own database).
 *
 *   DATA_DIR=/tmp/x DEMO_PASSWORD=demo-password tsx tests/support/registration-fixture.ts
 *   → prints {"workshopId":"..."}
 */
import path from "node:path";
import { readConfig } from "../../app/server/config.server";
import { openDatabase, setDatabase } from "../../app/server/db/client.server";
import { seedOnStart } from "../../app/server/db/seed-on-start.server";
import { createWorkshop } from "./factories";

const cfg = readConfig();
const database = await openDatabase({ kind: "pglite", dir: path.join(cfg.dataDir, "pglite") });
setDatabase(database);
await seedOnStart(cfg);
const workshop = await createWorkshop({
  title: "Atelier test : une seule place",
  descriptionFr: "Un atelier d'une place pour le test de bout en bout des inscriptions.",
  daysFromNow: 3,
  startTime: "14:00",
  endTime: "16:30",
  maxParticipants: 1,
  price: "0",
  tags: ["Test"],
  theme: "strategy",
  level: "beginner",
});
await database.close();
console.log(JSON.stringify({ workshopId: workshop.id, date: workshop.date }));
