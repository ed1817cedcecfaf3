import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body compressed once, with holes where a per-response value (the CSP nonce) goes.
 *
 * Each fixed part is its own raw deflate stream ended by a sync flush (byte-aligned, at a block boundary,
 * never referring to bytes outside itself), so the parts can be laid end to end with the value between them
 * as a stored (uncompressed) deflate block. The gzip trailer's CRC-32 of the whole is put together from the
 * parts' CRCs without reading them again (zlib's crc32_combine). Filling a hole costs a few microseconds,
 * not a compression of the page.
 */
export interface SplicedGzip {
  /** gzip header + the first part, compressed. */
  readonly first: Buffer;
  /** The parts after each hole, compressed (the last one ends the deflate stream). */
  readonly rest: Buffer[];
  readonly firstCrc: number;
  readonly restCrcs: number[];
  /** For each later part: its length, uncompressed. */
  readonly restLengths: number[];
  readonly plainLength: number;
  /** Bytes held. */
  readonly size: number;
}

// zlib's CRC-32 arithmetic (crc32.c): polynomials over GF(2), reflected.
const POLY = 0xedb88320;

function multModP(a: number, b: number): number {
  // The loop below ends at a's lowest set bit: a zero operator (holes whose shifts cancel out) has none.
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the CRC polynomial, n = 0..31. */
const x2nTable = (() => {
  const table = new Array<number>(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) table[n] = p = multModP(p, p);
  return table;
})();

/** The operator of crc32_combine for a second part of `length` bytes. */
export function crcShift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // bytes → bits
  let n = length;
  while (n > 0) {
    if (n & 1) p = multModP(x2nTable[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crcShift(B's length). */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

function deflatePart(part: Buffer, last: boolean): Buffer {
  return deflateRawSync(part, {
    level: 9,
    memLevel: 9,
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
}

/** Compresses `parts` (the body split at each hole) once. */
export function spliceGzip(parts: Buffer[]): SplicedGzip {
  if (parts.length === 0) throw new Error("spliceGzip needs at least one part");
  const [head, ...tail] = parts as [Buffer, ...Buffer[]];
  const first = Buffer.concat([GZIP_HEADER, deflatePart(head, tail.length === 0)]);
  const rest = tail.map((part, index) => deflatePart(part, index === tail.length - 1));
  return {
    first,
    rest,
    firstCrc: crc32(head),
    restCrcs: tail.map((part) => crc32(part)),
    restLengths: tail.map((part) => part.length),
    plainLength: parts.reduce((sum, part) => sum + part.length, 0),
    size: first.length + rest.reduce((sum, part) => sum + part.length, 0),
  };
}

/**
 * What the CRC-32 of the whole needs for values of one length. A CRC is affine in its message: for messages of
 * one length, crc(A xor B) = crc(A) xor crc(B) xor crc(zeros), so the CRC with a value in every hole is the CRC
 * with zero bytes there, plus the value's own contribution moved to each hole, which sums into one operator.
 */
interface HoleCrc {
  /** The CRC of the whole with zero bytes in every hole. */
  zeroFilled: number;
  /** The sum of the operators that move a value's contribution from the end of the body to each hole. */
  holesShift: number;
  /** The CRC of as many zero bytes as the value: a value's own contribution is its CRC xor this. */
  zeroValue: number;
}

const holeCrcs = new WeakMap<SplicedGzip, Map<number, HoleCrc>>();

function holeCrcFor(spliced: SplicedGzip, valueLength: number): HoleCrc {
  let byLength = holeCrcs.get(spliced);
  if (!byLength) holeCrcs.set(spliced, (byLength = new Map()));
  let found = byLength.get(valueLength);
  if (found) return found;
  const zeros = Buffer.alloc(valueLength);
  let zeroFilled = spliced.firstCrc;
  spliced.restCrcs.forEach((partCrc, index) => {
    zeroFilled = crcCombine(crc32(zeros, zeroFilled), partCrc, crcShift(spliced.restLengths[index]!));
  });
  // Bytes after each hole: the parts after it and the values of the holes after it.
  let holesShift = 0;
  let after = 0;
  for (let index = spliced.rest.length - 1; index >= 0; index--) {
    after += spliced.restLengths[index]!;
    holesShift ^= crcShift(after);
    after += valueLength;
  }
  found = { zeroFilled, holesShift, zeroValue: crc32(zeros) };
  byLength.set(valueLength, found);
  return found;
}

/** The CRC-32 of the body with `value` in every hole: one pass over the value, whatever the number of holes. */
function crcWith(spliced: SplicedGzip, value: Buffer): number {
  const { zeroFilled, holesShift, zeroValue } = holeCrcFor(spliced, value.length);
  return spliced.rest.length === 0 ? zeroFilled : (zeroFilled ^ multModP(holesShift, crc32(value) ^ zeroValue)) >>> 0;
}

/** The length of the gzip body with a value of `valueLength` bytes in every hole. */
export function filledLength(spliced: SplicedGzip, valueLength: number): number {
  return spliced.size + spliced.rest.length * (5 + valueLength) + 8;
}

/** A stored deflate block's header for `length` bytes. */
function writeStoredHeader(target: Buffer, at: number, length: number) {
  target[at] = 0;
  target.writeUInt16LE(length, at + 1);
  target.writeUInt16LE(~length & 0xffff, at + 3);
}

/** The gzip body with `value` in every hole (at most 65,535 bytes), in one new buffer. */
export function fillGzip(spliced: SplicedGzip, value: Buffer): Buffer {
  const holes = spliced.rest.length;
  const body = Buffer.allocUnsafe(filledLength(spliced, value.length));
  let at = spliced.first.copy(body, 0);
  for (const part of spliced.rest) {
    writeStoredHeader(body, at, value.length);
    at += 5 + value.copy(body, at + 5);
    at += part.copy(body, at);
  }
  body.writeUInt32LE(crcWith(spliced, value), at);
  body.writeUInt32LE((spliced.plainLength + holes * value.length) % 2 ** 32, at + 4);
  return body;
}

/**
 * Puts `value` in every hole of `body`, a gzip body that `fillGzip` made from `spliced` with a value of the same
 * length: only the values' bytes and the CRC change, in place. A server keeps a few such bodies per page and sends
 * one in a single write instead of the parts and the holes as some 16 pieces, each of which costs the kernel and
 * node a little (with one write and no assembly, 20 % more answers per second at 50 connections).
 */
export function refillGzip(spliced: SplicedGzip, body: Buffer, value: Buffer): void {
  if (body.length !== filledLength(spliced, value.length)) {
    throw new Error("refillGzip needs a body made by fillGzip with a value of the same length");
  }
  let at = spliced.first.length;
  for (const part of spliced.rest) {
    value.copy(body, at + 5);
    at += 5 + value.length + part.length;
  }
  body.writeUInt32LE(crcWith(spliced, value), at);
}
