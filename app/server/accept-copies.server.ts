import { spawn } from "node:child_process";
import type http from "node:http";
import net from "node:net";
import { logger } from "./logger.server";

/**
 * The child that makes the copies: it sends every socket it receives straight back, which gives the parent a
 * new descriptor for the same socket, and it ends when the parent lets go of it. It receives the raw handle, so
 * it never listens on the socket itself and cannot take a visitor's connection.
 */
const ECHO_CHILD = `process.on("message", (message, handle) => process.send(message, handle));
process.on("disconnect", () => process.exit(0));`;

/** A raw handle as IPC hands it over (a TCP wrap): closed at once when it is not wanted. */
type RawHandle = { close(): void };

/**
 * Makes `server` take new connections through `copies` more descriptors of its listening socket.
 *
 * Since libuv 1.45 (Node 20), a listening socket gives the event loop one new connection per turn, and under
 * load a turn lasts as long as it takes to answer every connection that has a request ready: when hundreds of
 * visitors arrive at once, the last of them wait in the kernel's queue for hundreds of turns. Each copy of the
 * socket is watched on its own and takes one more connection per turn, from the same queue (this is how Node's
 * cluster shares one socket between processes). Node has no call that duplicates a descriptor, but passing a
 * socket to another process does, so a short-lived child sends each copy back. The copies hand their
 * connections to `server`, which treats them as its own. Close them with the server, once this has settled.
 *
 * Rejects, leaving no copy open, if the child fails or does not answer within `timeoutMs`, or if the server
 * stops listening meanwhile.
 */
export function acceptOnCopies(server: http.Server, copies: number, timeoutMs = 5_000): Promise<net.Server[]> {
  // The raw handle rather than the server: the child then receives a descriptor, not a listening server.
  const listening = (server as unknown as { _handle: net.Server | null })._handle;
  if (copies < 1 || !listening) return Promise.resolve([]);
  // Without the parent's NODE_OPTIONS: an --inspect-brk there would stop the child before it answers.
  const child = spawn(process.execPath, ["-e", ECHO_CHILD], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const received: net.Server[] = [];
  let settled = false;

  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => settle(new Error(`the child that copies the listening socket did not answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    function settle(error?: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.connected) child.disconnect();
      if (!error) return resolve(received);
      child.kill();
      for (const copy of received) copy.close();
      reject(error);
    }

    // Listened to for as long as the child lives: an error after the first is never left unhandled.
    child.on("error", (error) => settle(error));
    child.once("exit", (code) => settle(new Error(`the child that copies the listening socket exited (${code})`)));
    child.on("message", (_message, handle) => {
      if (settled || !server.listening) {
        (handle as unknown as RawHandle | undefined)?.close();
        return settle(new Error("the server stopped listening while its socket was being copied"));
      }
      // As http.createServer's own listener does by default: no Nagle delay on the pieces of an answer.
      const copy = new net.Server({ noDelay: true }, (socket) => server.emit("connection", socket));
      copy.on("error", (error) => logger.warn({ err: error }, "a copy of the listening socket failed"));
      copy.listen(handle as net.Server);
      received.push(copy);
      if (received.length === copies) settle();
    });
    for (let index = 0; index < copies; index++) {
      child.send("copy", listening, (error) => {
        if (error) settle(error);
      });
    }
  });
}
