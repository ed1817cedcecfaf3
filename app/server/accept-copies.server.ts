import { spawn } from "node:child_process";
import type http from "node:http";
import net from "node:net";

/**
 * The child that makes the copies: it sends every socket it receives straight back, which gives the parent a
 * new descriptor for the same socket, and it ends when the parent lets go of it. It receives the raw handle, so
 * it never listens on the socket itself and cannot take a visitor's connection.
 */
const ECHO_CHILD = `process.on("message", (message, handle) => process.send(message, handle));
process.on("disconnect", () => process.exit(0));`;

/**
 * Makes `server` take new connections through `copies` more descriptors of its listening socket.
 *
 * Since libuv 1.45 (Node 20), a listening socket gives the event loop one new connection per turn, and under
 * load a turn lasts as long as it takes to answer every connection that has a request ready: when hundreds of
 * visitors arrive at once, the last of them wait in the kernel's queue for hundreds of turns. Each copy of the
 * socket is watched on its own and takes one more connection per turn, from the same queue (this is how Node's
 * cluster shares one socket between processes). Node has no call that duplicates a descriptor, but passing a
 * socket to another process does, so a short-lived child sends each copy back. The copies hand their
 * connections to `server`, which treats them as its own. Close them with the server.
 */
export async function acceptOnCopies(server: http.Server, copies: number): Promise<net.Server[]> {
  // The raw handle rather than the server: the child then receives a descriptor, not a listening server.
  const listening = (server as unknown as { _handle: net.Server | null })._handle;
  if (copies < 1 || !listening) return [];
  const child = spawn(process.execPath, ["-e", ECHO_CHILD], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const received: net.Server[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the child that copies the listening socket exited (${code})`)));
      child.on("message", (_message, handle) => {
        // As http.createServer's own listener does by default: no Nagle delay on the pieces of an answer.
        const copy = new net.Server({ noDelay: true }, (socket) => server.emit("connection", socket));
        copy.listen(handle as net.Server);
        received.push(copy);
        if (received.length === copies) resolve();
      });
      for (let index = 0; index < copies; index++) child.send("copy", listening);
    });
    return received;
  } catch (error) {
    for (const copy of received) copy.close();
    throw error;
  } finally {
    if (child.connected) child.disconnect();
  }
}
