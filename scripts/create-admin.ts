/**
 * Creates an admin account on whichever database the environment names (DATABASE_URL, or the embedded
 * one in DATA_DIR while the server is stopped): `npm run create-admin -- --email you@example.org`.
 * Without --password a random one is generated and printed once.
 */
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { user } from "../app/server/db/schema";
import { createAccount } from "../app/server/accounts/users.server";
import { failCommand, openForCommand } from "./command";

function fail(message: string): never {
  return failCommand("create-admin", message);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string", default: "Admin" },
    "last-name": { type: "string", default: "" },
  },
});

const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) fail("give a valid --email");
if (values.password !== undefined && values.password.length < 6) fail("the password must be at least 6 characters");

const { database, releaseLock } = await openForCommand("create-admin");
try {
  const [existing] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email.data));
  if (existing) {
    await database.db.update(user).set({ role: "admin", emailVerified: true }).where(eq(user.id, existing.id));
    console.log(`${email.data} already had an account; it is now an admin (its password is unchanged).`);
  } else {
    const password = values.password ?? crypto.randomBytes(12).toString("base64url");
    await createAccount({
      email: email.data,
      password,
      firstName: values["first-name"] ?? "Admin",
      lastName: values["last-name"] ?? "",
      role: "admin",
      emailVerified: true,
    });
    console.log(`Created the admin ${email.data}.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  }
  await database.close();
} catch (error) {
  fail((error as Error).message);
} finally {
  releaseLock();
}
