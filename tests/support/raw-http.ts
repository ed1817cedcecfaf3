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
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    // The server may answer (413, 415) and close before it has read a large body: that answer counts.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(request.body);
  });
}
