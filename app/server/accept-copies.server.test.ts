import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { acceptOnCopies } from "./accept-copies.server";

const servers: net.Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.destroy());
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listening(copies: number) {
  const server = http.createServer((request, response) => response.end(`answered ${request.url}`));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const taken = await acceptOnCopies(server, copies);
  servers.push(...taken);
  return { server, copies: taken, port: (server.address() as net.AddressInfo).port };
}

/**
 * Opens `count` connections while the event loop is blocked, so that all of them wait in the kernel's queue,
 * then counts how many the server takes in each turn of the loop.
 */
async function connectionsPerTurn(server: http.Server, port: number, count: number): Promise<number[]> {
  let turn = 0;
  const perTurn: number[] = [];
  server.on("connection", () => (perTurn[turn] = (perTurn[turn] ?? 0) + 1));
  for (let index = 0; index < count; index++) sockets.push(net.connect(port, "127.0.0.1"));
  // net.connect connects on the next tick; the handshakes then complete in the kernel, on loopback at once.
  await new Promise((resolve) => process.nextTick(resolve));
  const blockedUntil = Date.now() + 100;
  while (Date.now() < blockedUntil);
  while (perTurn.reduce((sum, taken) => sum + (taken ?? 0), 0) < count) {
    await new Promise((resolve) => setImmediate(resolve));
    turn += 1;
  }
  return perTurn.filter(Boolean);
}

describe("acceptOnCopies", () => {
  it("takes one more waiting connection per turn of the event loop for each copy of the socket", async () => {
    const alone = await listening(0);
    expect(Math.max(...(await connectionsPerTurn(alone.server, alone.port, 8)))).toBe(1);

    const withCopies = await listening(3);
    expect(withCopies.copies).toHaveLength(3);
    expect(Math.max(...(await connectionsPerTurn(withCopies.server, withCopies.port, 12)))).toBe(4);
  });

  it("hands the connections to the server, which answers on them", async () => {
    const { port } = await listening(3);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const answers = await Promise.all(
      Array.from(
        { length: 40 },
        (_, index) =>
          new Promise<string>((resolve, reject) => {
            http
              .get({ host: "127.0.0.1", port, path: `/${index}`, agent }, (response) => {
                let body = "";
                response.on("data", (chunk) => (body += chunk));
                response.on("end", () => resolve(body));
              })
              .on("error", reject);
          }),
      ),
    );
    agent.destroy();
    expect(answers).toEqual(Array.from({ length: 40 }, (_, index) => `answered /${index}`));
  });

  it("settles, leaving no copy open, when the server stops listening while its socket is being copied", async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const making = acceptOnCopies(server, 3);
    server.close();
    await expect(making).rejects.toThrow();
    const refused = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(undefined));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code));
      sockets.push(socket);
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("makes no copies when asked for none or when the server is not listening", async () => {
    expect(await acceptOnCopies(http.createServer(), 3)).toEqual([]);
    const { copies } = await listening(0);
    expect(copies).toEqual([]);
  });
});
