import type http from "node:http";
import type net from "node:net";

/**
 * Closes an HTTP server without dropping a request it has started: it stops accepting connections, lets
 * the requests in flight finish with `Connection: close` (so clients open no further request on them),
 * closes each keep-alive connection as soon as it has no request left (rather than after the keep-alive
 * timeout), and after `timeoutMs` closes whatever is still open. Set up before the server listens; it
 * returns the function that closes.
 */
export function gracefulClose(server: http.Server) {
  const inFlight = new Map<net.Socket, Set<http.ServerResponse>>();
  let closing = false;

  const endIfIdle = (socket: net.Socket) => {
    if (closing && !inFlight.get(socket)?.size) socket.end();
  };

  server.on("connection", (socket: net.Socket) => {
    inFlight.set(socket, new Set());
    socket.once("close", () => inFlight.delete(socket));
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

  /** Resolves true when every request finished in time, false when some were cut at the deadline. */
  return function close(timeoutMs: number): Promise<boolean> {
    closing = true;
    return new Promise((resolve) => {
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, timeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve(true);
      });
      for (const [socket, responses] of inFlight) {
        for (const response of responses) if (!response.headersSent) response.setHeader("Connection", "close");
        endIfIdle(socket);
      }
    });
  };
}
