/**
 * When storage fails (a full disk for the mail files, the database refusing writes), nothing half-written
 * is left behind: an email that cannot be written stays queued for the next attempt, and a write the database
 * refuses gets the visitor a 503 that says to try again, never a 400 or a 500. The failures are
 * injected: a file write that stops with ENOSPC, and a trigger that makes the database answer disk_full.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOrganization, createUser, signedInAs } from "../../../tests/support/factories";
import { dataUrl, routeBuild } from "../../../tests/support/route-handler";
import { RouteClient } from "../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { action as authAction } from "~/routes/account/auth";
import * as profileRoute from "~/routes/account/profile";
import * as newOrganizationRoute from "~/routes/admin/clients/new";
import * as organizationsRoute from "~/routes/admin/clients/list";
import type { AuthFailure, AuthNotice } from "~/lib/accounts/forms";
import { readConfig } from "../config.server";
import { organizations, outbox } from "../db/schema";
import { createHttpApp } from "./http.server";
import { deliverMail } from "../outbox/mail.server";
import { isStorageFailure } from "./storage-errors.server";
import { escapeHtml } from "~/lib/html";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";

const database = setUpTestDatabase();
const PASSWORD = "correct horse";

/** A write that starts the file, then finds the disk full: what a full disk does to fs.writeFile. */
function diskFullOnWrite() {
  return vi.spyOn(fsp, "writeFile").mockImplementation(async (file) => {
    fs.writeFileSync(file as string, "");
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
  });
}

/** Makes the database refuse new (or changed) rows of `table` as PostgreSQL does when its disk is full. */
async function diskFullOn(table: string, event: "insert" | "update" = "insert") {
  await database.db.execute(
    sql.raw(`create or replace function disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/1/2": No space left on device' using errcode = '53100'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger disk_full before ${event} on "${table}" for each row execute function disk_full()`),
  );
  return () => database.db.execute(sql.raw(`drop trigger disk_full on "${table}"`));
}

afterEach(() => vi.restoreAllMocks());

const mailFiles = () => (fs.existsSync(database.mailDir) ? fs.readdirSync(database.mailDir) : []);

describe("mail written as files", () => {
  it("is written whole or not at all: a full disk leaves no file behind, and the failure is thrown", async () => {
    const before = mailFiles();
    diskFullOnWrite();
    await expect(deliverMail({ to: "awa@example.org", subject: "Bonjour", text: "..." })).rejects.toMatchObject({
      code: "ENOSPC",
    });
    expect(mailFiles()).toEqual(before);
  });

  it("leaves only complete .eml files", async () => {
    await deliverMail({ to: "awa@example.org", subject: "Bonjour", text: "Un message complet." });
    const written = mailFiles().filter((name) => name.endsWith(".eml"));
    expect(mailFiles()).toEqual(written);
    const last = fs.readFileSync(path.join(database.mailDir, written.at(-1)!), "utf8");
    expect(last).toContain("Un message complet.");
  });
});

describe("account actions when storage fails", () => {
  it("answers a sign-in 503 with a message to try again when the database cannot write the session", async () => {
    const { email } = await createUser({ password: PASSWORD });
    const restore = await diskFullOn("session");
    try {
      const answer = await new RouteClient().post<AuthFailure>(authAction, "/auth", {
        intent: "sign-in",
        email,
        password: PASSWORD,
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(answer.data?.formError?.key).toBe("common.forms.unavailable");
    } finally {
      await restore();
    }
    const again = await new RouteClient().post(authAction, "/auth", { intent: "sign-in", email, password: PASSWORD });
    expect(again.status).toBe(302);
  });

  it("still answers a wrong password 401 when the audit log cannot be written", async () => {
    const { email } = await createUser({ password: PASSWORD });
    const restore = await diskFullOn("audit_log");
    try {
      const answer = await new RouteClient().post<AuthFailure>(authAction, "/auth", {
        intent: "sign-in",
        email,
        password: "wrong-password",
      });
      expect(answer.status).toBe(401);
      expect(answer.data?.formError?.key).toBe("auth.errors.invalidCredentials");
    } finally {
      await restore();
    }
  });

  it("keeps a password-reset email that cannot be written in the outbox, to be tried again, leaving no empty file", async () => {
    const { email } = await createUser({ password: PASSWORD });
    const before = mailFiles();
    diskFullOnWrite();
    const answer = await new RouteClient().post<AuthNotice>(authAction, "/auth", {
      intent: "request-reset",
      email,
    });
    expect(answer.status).toBe(200);
    expect(answer.data?.notice.key).toBe("auth.reset.sent");
    expect(mailFiles()).toEqual(before);
    const [queued] = await database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued!.lastError).toMatch(/ENOSPC/);
  });

  it("answers a password-reset request 503 when the database cannot queue its email", async () => {
    const { email } = await createUser({ password: PASSWORD });
    const restore = await diskFullOn("outbox");
    try {
      const answer = await new RouteClient().post<AuthFailure>(authAction, "/auth", {
        intent: "request-reset",
        email,
      });
      expect(answer.status).toBe(503);
      expect(answer.data?.formError?.key).toBe("common.forms.unavailable");
    } finally {
      await restore();
    }
  });
});

describe("every loader and action, through the HTTP front, when storage fails", () => {
  /** The server's front with one real route module at `path`, as the build would hold it. */
  const site = (module: Record<string, unknown>, path: string) =>
    createHttpApp({
      mode: "production",
      getBuild: async () => routeBuild(module, path),
      config: readConfig(process.env),
    });
  const post = (cookie: string, fields: Record<string, string>) => ({
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    body: new URLSearchParams(fields).toString(),
  });
  const unavailable = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  };

  it("answers a profile update 503 with Retry-After, as a page post and as the router's .data post", async () => {
    const { cookie, email } = await signedInAs("client");
    const profile = site(profileRoute, "profile");
    const fields = {
      intent: "update-profile",
      firstName: "Awa",
      lastName: "Ouédraogo",
      email,
      preferredLanguage: "fr",
    };
    const restore = await diskFullOn("user", "update");
    try {
      await unavailable(await profile.request("http://localhost:3000/profile", post(cookie, fields)));
      await unavailable(await profile.request(dataUrl("http://localhost:3000/profile"), post(cookie, fields)));
    } finally {
      await restore();
    }
    expect((await profile.request("http://localhost:3000/profile", post(cookie, fields))).status).toBe(200);
  });

  it("answers a back-office create 503 with Retry-After and writes nothing", async () => {
    const { cookie } = await signedInAs("admin");
    const form = site(newOrganizationRoute, "admin/clients/new");
    const name = `Coopérative ${Math.random()}`;
    const restore = await diskFullOn("organizations");
    try {
      await unavailable(await form.request("http://localhost:3000/admin/clients/new", post(cookie, { name })));
    } finally {
      await restore();
    }
    const written = await database.db
      .select()
      .from(organizations)
      .where(sql`${organizations.name} = ${name}`);
    expect(written).toEqual([]);
  });

  it("answers a back-office list 503 with Retry-After when the database cannot be read", async () => {
    const { cookie } = await signedInAs("admin");
    const list = site(organizationsRoute, "admin/clients");
    await createOrganization();
    // A read that fails as a broken disk does: the table behind a view whose every row is an I/O error.
    await database.db.execute(
      sql.raw(`create or replace function io_error() returns boolean language plpgsql as $$
        begin raise exception 'could not read block 0 in file "base/1/2": Input/output error' using errcode = '58030'; end $$`),
    );
    await database.db.execute(sql.raw(`alter table "organizations" rename to "organizations_on_disk"`));
    await database.db.execute(
      sql.raw(`create view "organizations" as select * from "organizations_on_disk" where io_error()`),
    );
    try {
      await unavailable(await list.request("http://localhost:3000/admin/clients", { headers: { cookie } }));
      await unavailable(await list.request(dataUrl("http://localhost:3000/admin/clients"), { headers: { cookie } }));
    } finally {
      await database.db.execute(sql.raw(`drop view "organizations"`));
      await database.db.execute(sql.raw(`alter table "organizations_on_disk" rename to "organizations"`));
    }
    expect((await list.request("http://localhost:3000/admin/clients", { headers: { cookie } })).status).toBe(200);
  });
});

describe("the page a document request gets when storage fails", () => {
  /** A page whose loader finds the database gone, in a build whose document is HTML as the real one's is. */
  const site = () => {
    const build = routeBuild(
      {
        loader: () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
        default: () => null,
      },
      // The French page and the English one under /en, as app/routes.ts lists a public page.
      "en?/calendar",
    );
    const document = () =>
      new Response("<html><body>the error page</body></html>", { headers: { "Content-Type": "text/html" } });
    return createHttpApp({
      mode: "production",
      getBuild: async () => ({ ...build, entry: { module: { ...build.entry.module, default: document } } }),
      config: readConfig(process.env),
    });
  };

  it.each([
    ["/calendar", "fr", fr, "/en/calendar"],
    ["/en/calendar", "en", en, "/calendar"],
  ] as const)(
    "answers %s 503 with Retry-After and the page in %s, drawn once, its one script with the nonce",
    async (path, lang, strings, otherPage) => {
      const response = await site().request(`http://localhost:3000${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain(escapeHtml(strings.common.error.unavailableTitle));
      expect(html).toContain(escapeHtml(strings.common.error.unavailableBody));
      expect(html).toContain(`href="${otherPage}"`);
      expect(html).not.toContain("the error page");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    },
  );
});

describe("isStorageFailure", () => {
  it.each([
    [{ code: "ENOSPC" }, true],
    [{ code: "EIO" }, true],
    [{ code: "53100" }, true],
    [{ code: "58030" }, true],
    [{ code: "08006" }, true],
    [{ code: "57P01" }, true],
    [{ code: "55000" }, true],
    [Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), true],
    [new Error("Failed query: select 1", { cause: { code: "ECONNRESET" } }), true],
    [new Error("Connection terminated unexpectedly"), true],
    [new Error("timeout exceeded when trying to connect"), true],
    [new AggregateError([{ code: "ECONNREFUSED" }, { code: "ECONNREFUSED" }], "connect failed"), true],
    [new Error("wrapped", { cause: { code: "53100" } }), true],
    [new Error('could not extend file "base/16384/2619": No space left on device'), true],
    [{ code: "23505" }, false],
    [{ code: "22P02" }, false],
    [{ code: "ENOENT" }, false],
    [new Error("INVALID_EMAIL_OR_PASSWORD"), false],
    [null, false],
  ])("%j is a storage failure: %s", (error, expected) => {
    expect(isStorageFailure(error)).toBe(expected);
  });
});
