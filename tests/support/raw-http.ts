/**
 * HTTP requests sent byte for byte, as an attacker would: a request target that is not a valid URL, raw bytes
 * in it, duplicate headers (the fuzz suite, and the checks of the real server's socket).
 */
import http from "node:http";

export interface RawRequest {
  method: string;
  /** The request target as sent, byte for byte (latin1): path and query, possibly malformed. */
  target: string;
  /** Name/value pairs, duplicates allowed; values are sent as latin1 bytes. */
  headers: [string, string][];
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const refusedUnread = new Set([413, 415]);

/** Sends one request over its own connection, without the checks fetch() makes on what may be sent. */
export function send(port: number, request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = request.headers.flat();
    if (request.body) headers.push("Content-Length", String(request.body.length));
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: request.method,
      path: request.target,
      headers,
      setHost: false,
      agent: false,
      insecureHTTPParser: true,
      // A redirect may carry a long query in its Location (the sign-in page's `redirectTo`).
      maxHeaderSize: 1024 * 1024,
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      const answer = () => ({
        status: res.statusCode ?? 0,
        headers: res.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.on("end", () => resolve(answer()));
      // A refusal of a body the server did not read (413, 415) ends with the connection closed while the rest of
      // that body is still arriving: the kernel then resets it, and the end of the page may be lost on the way.
      // The status was received, and it is the answer.
      res.on("error", (error) => (refusedUnread.has(res.statusCode ?? 0) ? resolve(answer()) : reject(error)));
    });
    // The server may answer (413, 415) and close before it has read a large body: that answer counts.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(request.body);
  });
}
