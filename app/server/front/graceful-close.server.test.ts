import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulClose } from "./graceful-close.server";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A server whose requests wait until `release()`, so some are reliably in flight when it closes. */
async function slowServer() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const server = http.createServer(async (request, response) => {
    if (request.url === "/slow") await gate;
    response.end(`done ${request.url}`);
  });
  const close = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, close, port, release: () => open() };
}

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
      );
    });
    request.on("error", reject);
  });
}

const agents: http.Agent[] = [];
const keepAlive = () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  agents.push(agent);
  return agent;
};
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

describe("gracefulClose", () => {
  it("finishes the requests in flight, closes keep-alive connections at once, and refuses new ones", async () => {
    // The default keep-alive timeout (5 s) is what a close used to wait for; the deadline here is longer still.
    const { server, close, port, release } = await slowServer();
    const agent = keepAlive();
    // An idle keep-alive connection, and six requests in flight on others.
    expect((await get(agent, port, "/warm")).body).toBe("done /warm");
    const inFlight = [1, 2, 3, 4, 5, 6].map(() => get(agent, port, "/slow"));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const closed = close(10_000);
    let settled = false;
    void closed.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Still waiting for the requests in flight.
    expect(settled).toBe(false);
    release();
    const answers = await Promise.all(inFlight);
    expect(await closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(server.listening).toBe(false);
    for (const answer of answers) expect(answer).toEqual({ status: 200, connection: "close", body: "done /slow" });
    await expect(get(keepAlive(), port, "/late")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("closes what is left at the deadline", async () => {
    const { close, port } = await slowServer();
    const stuck = get(keepAlive(), port, "/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await close(300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await stuck).toBe("ECONNRESET");
  });
});
