import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../app/locales/en";
import { fr } from "../../app/locales/fr";
import { send } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server-process";

// The real server.ts on the production build, on a real socket: the same classes of query string as the fuzz
// suite's in-process front (tests/fuzz/), with Node's own limits in front of it. These requests do not take
// gzip, so the page cache (which answers only those that do, before the front) stays out of them but in the
// last test (docs/decisions/0017-unreadable-urls-refused-at-the-front.md).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const get = (target: string, headers: [string, string][] = []) =>
  send(server.port, { method: "GET", target, headers: [["Host", `127.0.0.1:${server.port}`], ...headers] });

const routes = ["/", "/en/calendar", "/auth?mode=reset-password", "/admin", "/_root.data", "/en/contact.data"];
const withQuery = (route: string, query: string) => `${route}${route.includes("?") ? "&" : "?"}${query}`;

describe.each(routes)("%s on a real socket", (route) => {
  const message = route.startsWith("/en") ? en.common.badUrl : fr.common.badUrl;

  it.each(["token=%00", "q=a%00b", "%00=x", "q=%FF", "q=%C0%AF", "q=%ED%A0%80"])(
    "answers 400 to %s, in the page's language",
    async (query) => {
      const response = await get(withQuery(route, query));
      expect(response.status).toBe(400);
      expect(response.body).toBe(message.malformed);
    },
  );

  it("answers 414 to a 10 KB value, and Node answers 431 to a 100 KB one", async () => {
    const long = await get(withQuery(route, `q=${"A".repeat(10_000)}`));
    expect(long.status).toBe(414);
    expect(long.body).toBe(message.tooLong);
    expect((await get(withQuery(route, `q=${"A".repeat(100_000)}`))).status).toBe(431);
  });

  it("answers broken escapes, repeated, many and nameless parameters as it answers the bare URL", async () => {
    const bare = (await get(route)).status;
    expect(bare).toBeLessThan(400);
    const queries = [
      "q=%zz",
      "q=%",
      "q=%%41&r=a%2",
      Array.from({ length: 200 }, (_, i) => `q=${i}`).join("&"),
      Array.from({ length: 1000 }, (_, i) => `${i.toString(36)}=`).join("&"),
      "=&=x&&",
    ];
    for (const query of queries) expect((await get(withQuery(route, query))).status, query).toBe(bare);
  });
});

describe("a public page the page cache may hold", () => {
  it("answers the page from memory or the front's 4xx, never a 5xx", async () => {
    const gzip: [string, string][] = [["Accept-Encoding", "gzip"]];
    // Rendered, then answered once through the front: server.ts may answer it from memory from then on, with
    // the parameters the page does not read dropped (until the next database write).
    await get("/en/calendar", gzip);
    await get("/en/calendar", gzip);
    const queries = ["fz=%00", "fz=%FF", "theme=%FF", "fz=%zz", `fz=${"A".repeat(10_000)}`, "=&=x&&"];
    for (const query of queries)
      expect([200, 400, 414], query).toContain((await get(`/en/calendar?${query}`, gzip)).status);
  });
});
