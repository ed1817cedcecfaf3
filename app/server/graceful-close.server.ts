import type http from "node:http";
import type net from "node:net";

/**
 * Closes an HTTP server without dropping a request it has started: it stops accepting connections, lets
 * the requests in flight finish with `Connection: close` (so clients open no further request on them),
 * closes each keep-alive connection as soon as it has no request left (rather than after the keep-alive
 * timeout), and after `timeoutMs` closes whatever is still open. Set up before the server listens; it
 * returns the function that closes. Connections that other listeners hand to the server (copies of its socket,
 * `acceptOnCopies`) are waited for as well.
 */
export function gracefulClose(server: http.Server) {
  const inFlight = new Map<net.Socket, Set<http.ServerResponse>>();
  let closing = false;
  let closedIfDrained = () => {};

  const endIfIdle = (socket: net.Socket) => {
    if (closing && !inFlight.get(socket)?.size) socket.end();
  };

  server.on("connection", (socket: net.Socket) => {
    inFlight.set(socket, new Set());
    socket.once("close", () => {
      inFlight.delete(socket);
      closedIfDrained();
    });
  });
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    const responses = inFlight.get(socket) ?? new Set();
    inFlight.set(socket, responses);
    responses.add(response);
    if (closing && !response.headersSent) response.setHeader("Connection", "close");
    response.once("close", () => {
      responses.delete(response);
      endIfIdle(socket);
    });
  });

  /**
   * Stops `server` and `copies` (the listeners that hand it connections) from taking new connections. Resolves true
   * when every request finished in time, false when some were cut at the deadline.
   */
  return function close(timeoutMs: number, copies: net.Server[] = []): Promise<boolean> {
    closing = true;
    for (const copy of copies) copy.close();
    return new Promise((resolve) => {
      let listening = true;
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        for (const socket of inFlight.keys()) socket.destroy();
        resolve(false);
      }, timeoutMs);
      deadline.unref();
      // The server's own close waits only for the connections it took itself.
      closedIfDrained = () => {
        if (listening || inFlight.size > 0) return;
        clearTimeout(deadline);
        resolve(true);
      };
      server.close(() => {
        listening = false;
        closedIfDrained();
      });
      for (const [socket, responses] of inFlight) {
        for (const response of responses) if (!response.headersSent) response.setHeader("Connection", "close");
        endIfIdle(socket);
      }
    });
  };
}
