import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crcCombine, crcShift, fillGzip, refillGzip, spliceGzip } from "./spliced-gzip";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body>${"<p>Atelier prospective</p>".repeat(500)}` +
  `<script nonce="${nonce}">window.__ctx={}</script><script nonce="${nonce}" type="module">import("/a.js")</script></body></html>`;

describe("spliced gzip", () => {
  it("combines CRCs as zlib would compute them over the whole", () => {
    const a = randomBytes(1000);
    const b = randomBytes(70_001);
    expect(crcCombine(crc32(a), crc32(b), crcShift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    expect(crcCombine(crc32(a), crc32(Buffer.alloc(0)), crcShift(0))).toBe(crc32(a));
  });

  it("decompresses to the page with each response's own value in every hole", () => {
    const placeholder = "PLACEHOLDER";
    const parts = page(placeholder)
      .split(placeholder)
      .map((part) => Buffer.from(part));
    const spliced = spliceGzip(parts);
    for (const nonce of ["bm9uY2UtMQ==", randomBytes(16).toString("base64")]) {
      const body = fillGzip(spliced, Buffer.from(nonce));
      // gunzip checks the CRC and the length in the trailer.
      expect(gunzipSync(body).toString()).toBe(page(nonce));
    }
    expect(spliced.size).toBeLessThan(Buffer.byteLength(page(placeholder)) / 5);
  });

  it("handles a body without holes, and holes side by side or at the ends", () => {
    expect(gunzipSync(fillGzip(spliceGzip([Buffer.from("robots")]), Buffer.from("x"))).toString()).toBe("robots");
    const parts = ["", "", "middle", ""].map((part) => Buffer.from(part));
    expect(gunzipSync(fillGzip(spliceGzip(parts), Buffer.from("N"))).toString()).toBe("NNmiddleN");
    // Empty holes side by side: their shifts cancel out, and the sum is a zero operator.
    const empty = spliceGzip(["head", "", ""].map((part) => Buffer.from(part)));
    expect(gunzipSync(fillGzip(empty, Buffer.alloc(0))).toString()).toBe("head");
  });

  it("gets the CRC right for any number of holes, part lengths and value lengths", () => {
    for (let round = 0; round < 40; round++) {
      const parts = Array.from({ length: 1 + (round % 9) }, (_, index) =>
        randomBytes((round * 37 + index * 101) % 700),
      );
      const spliced = spliceGzip(parts);
      for (const length of [0, 1, 24, 24, 100 + round]) {
        const value = randomBytes(length);
        const plain = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
        // gunzip checks the CRC and the length in the trailer.
        expect(gunzipSync(fillGzip(spliced, value))).toEqual(plain);
      }
    }
  });

  it("refills a body in place with another value of the same length, and refuses one of another length", () => {
    const placeholder = "PLACEHOLDER";
    const spliced = spliceGzip(
      page(placeholder)
        .split(placeholder)
        .map((part) => Buffer.from(part)),
    );
    const body = fillGzip(spliced, Buffer.from(randomBytes(16).toString("base64")));
    for (let round = 0; round < 5; round++) {
      const nonce = randomBytes(16).toString("base64");
      refillGzip(spliced, body, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(page(nonce));
      expect(body).toEqual(fillGzip(spliced, Buffer.from(nonce)));
    }
    expect(() => refillGzip(spliced, body, Buffer.from("short"))).toThrow(/same length/);
  });
});
