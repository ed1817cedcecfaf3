import { gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, encodingFor } from "./compression.server";

describe("the encoding of an answer", () => {
  it("is the one the client prefers of gzip and deflate, gzip when they rank equal", () => {
    expect(encodingFor("gzip, deflate, br")).toBe("gzip");
    expect(encodingFor("deflate, gzip")).toBe("gzip");
    expect(encodingFor("br;q=1, gzip;q=0.5, deflate;q=0.8")).toBe("deflate");
    expect(encodingFor("*")).toBe("gzip");
    expect(encodingFor("gzip;q=0, *")).toBe("deflate");
    expect(encodingFor("gzip;q=zz")).toBeUndefined();
    expect(encodingFor("br")).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });
});

describe("compression", () => {
  const page = "<p>Calendrier</p>".repeat(200);
  const app = new Hono();
  app.use(compression());
  // Encoded in advance for a gzip client, as the page cache answers.
  app.get("/encoded", (c) => {
    const body = new Uint8Array(gzipSync(page));
    return c.body(body, 200, {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Encoding": "gzip",
      "Content-Length": String(body.length),
    });
  });
  app.get("/sized", (c) => c.html(page, 200, { "Content-Length": String(page.length) }));
  app.get("/streamed", (c) => c.html(page));
  app.get("/small", (c) => c.text("ok", 200, { "Content-Length": "2" }));

  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("passes an answer encoded in advance as it is, with its length, saying that the encoding varies", async () => {
    const encoded = await get("/encoded", "gzip, br");
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(encoded.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await encoded.arrayBuffer());
    expect(encoded.headers.get("content-length")).toBe(String(bytes.length));
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it("compresses an answer of known length in the client's encoding, or sends it plain", async () => {
    const deflate = await get("/sized", "deflate");
    expect(deflate.headers.get("content-encoding")).toBe("deflate");
    expect(deflate.headers.get("content-length")).toBeNull();
    expect(inflateSync(Buffer.from(await deflate.arrayBuffer())).toString()).toBe(page);

    const plain = await get("/sized");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(page.length));
    expect(await plain.text()).toBe(page);
  });

  it("compresses other answers as they stream, and says that the encoding varies", async () => {
    const gzip = await get("/streamed", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
    for (const answer of [gzip, await get("/sized"), await get("/sized", "gzip")]) {
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    }
    const small = await get("/small", "gzip");
    expect(small.headers.get("content-encoding")).toBeNull();
  });
});
