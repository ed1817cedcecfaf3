/**
 * Hostile inputs for the fuzz suite, as fast-check arbitraries: values, form bodies, query strings,
 * cookies and headers, each already in the bytes that go on the wire (so that invalid UTF-8, NUL bytes
 * and malformed percent-escapes reach the server as an attacker would send them).
 */
import fc from "fast-check";

/** The attribute every HTML payload carries: a page that shows `<tag data-fz` unescaped is an XSS. */
export const XSS_MARK = "data-fz";
/** Markup built from a payload that was not escaped, anywhere in a page. */
export const UNESCAPED_PAYLOAD = new RegExp(`<[a-z]+ ${XSS_MARK}`, "i");

const injections = [
  // SQL
  "' OR '1'='1",
  `'; DROP TABLE "user"; --`,
  "1; select pg_sleep(5)",
  "\\'; select 1; --",
  "$$; select 1; $$",
  // HTML and script
  `<script ${XSS_MARK}>alert(1)</script>`,
  `"><img ${XSS_MARK} src=x onerror=alert(1)>`,
  `'><svg ${XSS_MARK} onload=alert(1)>`,
  `</textarea><b ${XSS_MARK}>bold</b>`,
  `</script><script ${XSS_MARK}>alert(1)</script>`,
  `javascript:alert(1)`,
  `<!--`,
  // headers and redirects
  "a\r\nSet-Cookie: fz=1",
  "%0d%0aLocation:%20https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "https://evil.example/",
  // templates, paths, formulas
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  '=HYPERLINK("https://evil.example")',
  "+cmd|' /C calc'!A0",
  // types that are not the expected one
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999999",
  "true",
  "null",
  "[]",
  `{"$ne":null}`,
  "2026-02-30",
  "0000-00-00T25:61",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  // Unicode that trips naive code
  "\u202egnp.exe",
  "\ufeff\u200b",
  "𝔉𝔲𝔷𝔷 😀 ﷽",
  "\ud800",
  // bytes no text column takes, and terminal escapes for whoever reads the logs
  "fz\u0000nul",
  "\u0000",
  "\u001b[31mred\u001b[0m",
];

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** A hostile text value (before encoding). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...injections) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.oneof(controlChar, fc.constantFrom("a", " ", "\u007f")), maxLength: 12 }),
  },
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 6_000, 20_000).map((n) => "A".repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...injections), fc.constantFrom(...injections)).map(([a, b]) => `${a} ${b}`),
  },
);

const unreserved = /[A-Za-z0-9\-_.~]/;

/** application/x-www-form-urlencoded and query encoding of text, as UTF-8 bytes (a lone surrogate becomes U+FFFD). */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/**
 * A value as it goes into a query string or a urlencoded body: well encoded, or raw bytes the encoding
 * forbids, or escapes that decode to invalid UTF-8 or decode to nothing at all.
 */
export const wireValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileText.map(percentEncode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%FF%FE",
      "%C3%28",
      "%ED%A0%80",
      "%F0%28%8C%28",
      "%E0%A4%A",
      "%",
      "%%41",
      "%u0041",
      "%00",
    ),
  },
  // Raw bytes: latin1 characters are sent as single bytes, which is invalid UTF-8 from 0x80 up.
  { weight: 1, arbitrary: fc.constantFrom("\xff\xfe", "caf\xe9", "a&b=c", "a+b", "\x80") },
);

/** A field or parameter name: a known one, or one nobody expects. */
export function wireName(known: readonly string[]): fc.Arbitrary<string> {
  const strange = fc.constantFrom("", "%00", "__proto__", "constructor", "a[b]", "a.b", "intent%00", "%FF", "_data");
  return known.length > 0
    ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: strange })
    : strange;
}

export type Pairs = [string, string][];

/** Fields of a form or a query: plausible values with some replaced, dropped, duplicated or added by an attacker. */
export function hostilePairs(plausible: Pairs, names: readonly string[]): fc.Arbitrary<Pairs> {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("replace" as const), index: fc.nat(), value: wireValue }),
    fc.record({ kind: fc.constant("drop" as const), index: fc.nat() }),
    fc.record({ kind: fc.constant("duplicate" as const), index: fc.nat(), value: wireValue }),
    fc.record({ kind: fc.constant("add" as const), name: wireName(names), value: wireValue }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => {
    const pairs: Pairs = plausible.map(([name, value]) => [percentEncode(name), percentEncode(value)]);
    for (const m of mutations) {
      const index = pairs.length > 0 && "index" in m ? m.index % pairs.length : -1;
      if (m.kind === "add") pairs.push([m.name, m.value]);
      else if (index < 0) continue;
      else if (m.kind === "replace") pairs[index] = [pairs[index]![0], m.value];
      else if (m.kind === "drop") pairs.splice(index, 1);
      else pairs.splice(index, 0, [pairs[index]![0], m.value]);
    }
    return pairs;
  });
}

export const joinPairs = (pairs: Pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&");

function multipart(pairs: Pairs, boundary: string, file: boolean): Buffer {
  const parts = pairs.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${decodeLoosely(name)}"\r\n\r\n`, "latin1"),
      Buffer.from(decodeLoosely(value), "latin1"),
      Buffer.from("\r\n"),
    ]),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="../../fz.php"\r\nContent-Type: image/png\r\n\r\n<?php echo 1; ?>\x89PNG\r\n`,
        "latin1",
      ),
    );
  }
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

/** A percent-encoded value as raw bytes (latin1), invalid escapes kept as they are. */
function decodeLoosely(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface Body {
  contentType?: string;
  body: Buffer;
  /** How the body is hostile beyond its fields (for the counts and the failure report). */
  shape: string;
}

/** A form body: mostly a well-formed form of hostile fields, sometimes not a form at all or far too big. */
export function hostileBody(pairs: fc.Arbitrary<Pairs>): fc.Arbitrary<Body> {
  const urlencoded = "application/x-www-form-urlencoded";
  return fc.oneof(
    {
      weight: 10,
      arbitrary: pairs.map((p) => ({
        contentType: urlencoded,
        body: Buffer.from(joinPairs(p), "latin1"),
        shape: "form",
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(pairs, fc.boolean()).map(([p, file]) => ({
        contentType: "multipart/form-data; boundary=fzb",
        body: multipart(p, "fzb", file),
        shape: file ? "multipart+file" : "multipart",
      })),
    },
    {
      weight: 1,
      arbitrary: pairs.map((p) => ({
        contentType: "multipart/form-data; boundary=other",
        body: multipart(p, "fzb", false).subarray(0, 40),
        shape: "broken multipart",
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(pairs, fc.constantFrom("application/json", "text/plain", "application/xml", undefined))
        .map(([p, contentType]) => ({
          contentType,
          body: Buffer.from(JSON.stringify(Object.fromEntries(p)), "latin1"),
          shape: `body as ${contentType ?? "no type"}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          pairs,
          fc.constantFrom(
            `${urlencoded}; charset=utf-16`,
            "application/X-WWW-FORM-URLENCODED",
            ";;;",
            "multipart/form-data",
          ),
        )
        .map(([p, contentType]) => ({
          contentType,
          body: Buffer.from(joinPairs(p), "latin1"),
          shape: `odd type ${contentType}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(70_000, 300_000, 6 * 1024 * 1024).map((size) => ({
        // Past the form limit (64 KiB), and past a profile picture's (5 MB) as a multipart upload.
        contentType: size > 1_000_000 ? "multipart/form-data; boundary=fzb" : urlencoded,
        body: Buffer.alloc(size, "A"),
        shape: `oversized (${size} bytes)`,
      })),
    },
  );
}

/** Path segments put where a route expects an id. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "00000000-0000-0000-0000-000000000000",
    "1",
    "-1",
    "..%2F..%2Fetc%2Fpasswd",
    "%00",
    "%FF",
    "%E0%A4%A",
    "'%20OR%201=1",
    "%3Cscript%3E",
    "\xff\xfe",
    "..",
  ),
  hostileText.map(percentEncode),
);

const SESSION_COOKIE = "better-auth.session_token";

/** A Cookie header: none, the sender's own, or one an attacker wrote (forged tokens, junk in the site's cookies). */
export function hostileCookie(own: string): fc.Arbitrary<string | undefined> {
  const junk = fc.oneof(
    hostileText.map(percentEncode),
    fc.constantFrom("\xff\xfe", "a;b", "=", '"quoted"', "x".repeat(5000), "%"),
  );
  const forged = fc.oneof(
    junk.map((value) => `${SESSION_COOKIE}=${value}`),
    fc.constantFrom(
      `${SESSION_COOKIE}=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D`,
      `${SESSION_COOKIE}=.; ${SESSION_COOKIE}=..`,
      `__Secure-${SESSION_COOKIE}=x`,
    ),
    own ? fc.constant(own.replace(/\.[^.;]*(?=;|$)/, ".tampered")) : fc.constant(`${SESSION_COOKIE}=`),
    junk.map((value) => `lang=${value}`),
    junk.map((value) => `theme=${value}`),
    junk.map((value) => `flash=${value}`),
    fc.constantFrom(`flash=${encodeURIComponent('{"title":"<b data-fz>x</b>"}')}`, "flash=%7B", ";;;", "=;=", "a"),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(own || undefined) },
    { weight: 3, arbitrary: forged.map((cookie) => (own ? `${own}; ${cookie}` : cookie)) },
    { weight: 1, arbitrary: forged },
  );
}

export const ORIGIN_OK = "ok";
/** The Origin / Sec-Fetch-Site a post carries: mostly the site's own, sometimes another site's or nonsense. */
export const hostileOrigin = fc.oneof(
  { weight: 8, arbitrary: fc.constant([["Origin", ORIGIN_OK]] as [string, string][]) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<[string, string][]>(
      [["Origin", "https://evil.example"]],
      [["Origin", "null"]],
      [["Origin", "http://localhost:3000.evil.example"]],
      [["Origin", "\xff"]],
      [["Sec-Fetch-Site", "cross-site"]],
      [["Sec-Fetch-Site", "same-site"]],
      [],
    ),
  },
);

/** Other headers an attacker controls. */
export const hostileHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    fc.constantFrom<[string, string]>(
      ["X-Forwarded-For", "<script data-fz>, 1.2.3.4"],
      ["X-Forwarded-For", "999.1.1.1"],
      ["X-Forwarded-Proto", "gopher"],
      ["X-Forwarded-Proto", "https"],
      ["X-Forwarded-Host", "evil.example"],
      ["Accept-Language", "xx-\xff;q=abc"],
      ["Accept-Language", "en"],
      ["Accept", "application/json"],
      ["Accept-Encoding", "gzip, br"],
      ["User-Agent", ""],
      ["Range", "bytes=0-1,-1"],
      ["If-None-Match", "*"],
      ["Content-Encoding", "gzip"],
    ),
    hostileText
      .filter((text) => /^[\t\x20-\x7e]*$/.test(text))
      .map((text): [string, string] => ["Accept-Language", text]),
  ),
  { maxLength: 3 },
);

/** Values of one class of hostile query value, as they go on the wire. */
const queryValues = {
  NUL: fc.constantFrom("%00", "a%00b", "%00%00", "x%00"),
  "invalid UTF-8": fc.constantFrom("%FF", "%FF%FE", "%C0%AF", "%ED%A0%80", "%C3%28", "%F0%28%8C%28", "a%E2%82"),
  "bad escape": fc.constantFrom("%zz", "%", "%%41", "%E0%A4%A", "%u0041", "a%2", "%G0"),
  "control characters": fc.constantFrom("%01", "a%1B%5B31mb", "%7F", "%0D%0ASet-Cookie:%20fz=1", "%08%09%0B%0C"),
  markup: fc.constantFrom(
    `%22%3E%3Cscript%20${XSS_MARK}%3E`,
    `%3Cimg%20${XSS_MARK}%20src=x%20onerror=alert(1)%3E`,
    `'%3E%3Csvg%20${XSS_MARK}%20onload=alert(1)%3E`,
  ),
} as const;
/** Far past any limit on a URL: Node's (16 KB for the whole head), a proxy's, the front's. */
const hugeValue = fc.constantFrom("A".repeat(100_000), "%41".repeat(34_000), "%C3%A9".repeat(17_000));

/** The classes of hostile query strings every route gets (fuzz.test.ts `fuzzQueries`). */
export const QUERY_CLASSES = [
  ...(Object.keys(queryValues) as (keyof typeof queryValues)[]),
  "100 KB value",
  "repeated parameters",
  "many parameters",
  "empty names",
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

/** Whether a class is about the values (each parameter gets one) rather than the shape of the query. */
export const isValueClass = (kind: QueryClass): kind is keyof typeof queryValues => kind in queryValues;

/**
 * A query string of one class, from a state of the page (`base`, kept as it is): a value class puts its
 * values in every other parameter the route reads and in a stranger, whose name may be one of the values
 * too (a 100 KB value goes in one of them only);
 * a shape class repeats a parameter, adds hundreds of them, or adds some without a name.
 */
export function hostileQueryOf(kind: QueryClass, known: readonly string[], base = ""): fc.Arbitrary<string> {
  const kept = new Set(new URLSearchParams(base).keys());
  const open = known.filter((name) => !kept.has(name));
  const prefix = base ? [base] : [];
  const join = (pairs: Pairs) => [...prefix, joinPairs(pairs)].filter(Boolean).join("&");
  const stranger = fc.constantFrom("fz", "__proto__", "constructor", "a[b]", "_data", "index");
  const anyValue = fc.oneof(wireValue, ...Object.values(queryValues));
  if (kind === "100 KB value")
    return fc
      .tuple(open.length > 0 ? fc.constantFrom(...open) : stranger, hugeValue)
      .map(([name, value]) => join([[name, value]]));
  if (isValueClass(kind))
    return fc
      .tuple(fc.tuple(...open.map(() => queryValues[kind])), fc.oneof(stranger, queryValues[kind]), queryValues[kind])
      .map(([values, name, value]) =>
        join([...open.map((own, i): [string, string] => [own, values[i]!]), [name, value]]),
      );
  const name = open.length > 0 ? fc.oneof(fc.constantFrom(...open), stranger) : stranger;
  const plain = open.map((own): [string, string] => [own, "x"]);
  if (kind === "repeated parameters")
    return fc
      .tuple(name, fc.array(anyValue, { minLength: 2, maxLength: 60 }))
      .map(([repeated, values]) => join([...plain, ...values.map((value): [string, string] => [repeated, value])]));
  if (kind === "many parameters")
    return fc
      .tuple(fc.integer({ min: 200, max: 1200 }), anyValue)
      .map(([count, value]) =>
        join([...plain, ...Array.from({ length: count }, (_, i): [string, string] => [i.toString(36), value])]),
      );
  return fc
    .array(fc.oneof(fc.constant(""), anyValue), { minLength: 1, maxLength: 5 })
    .map((values) => join([...values.map((value): [string, string] => ["", value]), ...plain]) + "&&");
}
