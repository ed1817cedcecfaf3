import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

/**
 * A CSP nonce: 16 random bytes in base64, as Hono's secureHeaders makes them, drawn from a pool filled 256
 * nonces at a time (one call into the system's random source per 256 responses instead of one each).
 */
export function newNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += 16;
  return pool.toString("base64", offset - 16, offset);
}
