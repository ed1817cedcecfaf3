import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { readBodyUpTo, readFormBody, receiveForm, tooManyRequests, withActionHeaders } from "./forms.server";
import { resetRateLimits } from "../rate-limit.server";

/** A body that counts how many bytes were pulled from it, in chunks of `chunk` bytes. */
function countedBody(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        const size = Math.min(chunk, total - counter.pulled);
        counter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      // Pulled only when someone reads.
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/form", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };

describe("readBodyUpTo", () => {
  it("refuses a body that declares more than the limit without reading a byte of it", async () => {
    const { stream, counter } = countedBody(10 * 1024 * 1024);
    const request = post(stream, { ...urlencoded, "Content-Length": String(10 * 1024 * 1024) });
    expect(request.headers.get("Content-Length")).toBe(String(10 * 1024 * 1024));
    expect(await readBodyUpTo(request, 64 * 1024)).toBeNull();
    expect(counter.pulled).toBe(0);
  });

  it("stops reading a body without Content-Length (or with a false one) as soon as it passes the limit", async () => {
    const { stream, counter } = countedBody(10 * 1024 * 1024);
    expect(await readBodyUpTo(post(stream, { ...urlencoded, "Content-Length": "10" }), 64 * 1024)).toBeNull();
    // What was in flight when the limit passed, not the 10 MB.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
  });

  it("gives the whole body when it fits", async () => {
    const body = await readBodyUpTo(post("a=1&b=2", urlencoded), 64);
    expect(new TextDecoder().decode(body!)).toBe("a=1&b=2");
  });
});

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    const urlForm = await readFormBody(post(new URLSearchParams({ name: "Awa" })));
    expect(urlForm.ok && urlForm.form.get("name")).toBe("Awa");
    const multipart = new FormData();
    multipart.append("name", "Issa");
    const multipartForm = await readFormBody(post(multipart));
    expect(multipartForm.ok && multipartForm.form.get("name")).toBe("Issa");
  });

  it("refuses a body that is not a form with 415: JSON, text, XML, no Content-Type", async () => {
    const bodies: [string, Record<string, string>][] = [
      ['{"name":"Awa"}', { "Content-Type": "application/json" }],
      ["name=Awa", { "Content-Type": "text/plain;charset=UTF-8" }],
      ["<form><name>Awa</name></form>", { "Content-Type": "application/xml" }],
    ];
    for (const [body, headers] of bodies) {
      expect(await readFormBody(post(body, headers))).toEqual({
        ok: false,
        status: 415,
        error: { key: "common.forms.notAForm" },
      });
    }
    const bare = post(new Blob(["name=Awa"]));
    expect(bare.headers.get("Content-Type")).toBeNull();
    expect(await readFormBody(bare)).toEqual({ ok: false, status: 415, error: { key: "common.forms.notAForm" } });
    expect(await readFormBody(post(null))).toMatchObject({ status: 415 });
  });

  it("refuses a form past the limit with 413", async () => {
    expect(await readFormBody(post(`message=${"a".repeat(2000)}`, urlencoded), 1000)).toEqual({
      ok: false,
      status: 413,
      error: { key: "common.forms.tooLarge" },
    });
  });

  it("refuses a broken multipart body with 400", async () => {
    const broken = post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished', {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(await readFormBody(broken)).toEqual({ ok: false, status: 400, error: { key: "common.forms.unreadable" } });
    expect(await readFormBody(post("a=1", { "Content-Type": "multipart/form-data" }))).toMatchObject({ status: 400 });
  });

  it("refuses a NUL byte or another control character in a text field or a field name with 400, url-encoded or multipart", async () => {
    const nul = { ok: false, status: 400, error: { key: "common.forms.invalidCharacter" } };
    expect(await readFormBody(post("name=Awa%1B%5B31mDiop", urlencoded))).toEqual(nul);
    expect(await readFormBody(post("name=Awa%7F", urlencoded))).toEqual(nul);
    expect(await readFormBody(post("message=Line%0D%0Aand%09tab", urlencoded))).toMatchObject({ ok: true });
    expect(await readFormBody(post("name=Awa%00Diop", urlencoded))).toEqual(nul);
    expect(await readFormBody(post("na%00me=Awa", urlencoded))).toEqual(nul);
    const multipart = new FormData();
    multipart.append("token", "abc\u0000def");
    expect(await readFormBody(post(multipart))).toEqual(nul);
  });
});

describe("tooManyRequests", () => {
  it("says how many minutes to wait (at least one) and sets Retry-After in seconds", () => {
    expect(tooManyRequests("test.rateLimited", 30)).toEqual({
      error: { key: "test.rateLimited", values: { minutes: "1" } },
      init: { status: 429, headers: { "Retry-After": "30" } },
    });
    expect(tooManyRequests("test.rateLimited", 601).error.values).toEqual({ minutes: "11" });
  });
});

describe("receiveForm", () => {
  const schema = z.object({
    email: z.email("test.errors.emailInvalid"),
    message: z.string().min(1, "test.errors.messageRequired"),
  });
  const spec = {
    id: "test",
    schema,
    fields: ["email", "message"] as const,
    honeypot: true as const,
    limits: [
      { name: "test:ip", limit: { limit: 3, windowMs: 60_000 } },
      {
        name: "test:email",
        limit: { limit: 1, windowMs: 60_000 },
        by: (input: z.output<typeof schema>) => input.email,
      },
    ],
    rateLimitedKey: "test.rateLimited",
    invalidKey: "test.summary",
  };
  const from = (fields: Record<string, string>, ip = "198.51.100.1") =>
    post(new URLSearchParams(fields), { ...urlencoded, "X-Forwarded-For": ip });

  beforeEach(() => resetRateLimits());

  it("gives the valid form's data and what was typed", async () => {
    const received = await receiveForm(from({ email: "awa@example.org", message: "Bonjour" }), spec);
    expect(received).toMatchObject({
      kind: "valid",
      data: { email: "awa@example.org", message: "Bonjour" },
      values: { email: "awa@example.org", message: "Bonjour" },
    });
  });

  it("answers a refused field with 400, its message, the form's message and what was typed", async () => {
    const received = await receiveForm(from({ email: "nope", message: "Bonjour" }), spec);
    expect(received).toEqual({
      kind: "refused",
      failure: {
        form: "test",
        ok: false,
        values: { email: "nope", message: "Bonjour" },
        errors: { email: "test.errors.emailInvalid" },
        formError: { key: "test.summary" },
      },
      init: { status: 400 },
    });
  });

  it("answers a body that is not a form with its refusal, in the form's shape", async () => {
    const received = await receiveForm(post('{"email":"a@b.c"}', { "Content-Type": "application/json" }), spec);
    expect(received).toEqual({
      kind: "refused",
      failure: { form: "test", ok: false, values: {}, errors: {}, formError: { key: "common.forms.notAForm" } },
      init: { status: 415 },
    });
  });

  it("drops a bot that fills the honeypot before counting or validating anything", async () => {
    for (let i = 0; i < 5; i++)
      expect(await receiveForm(from({ email: "", website_url: "spam" }), spec)).toEqual({ kind: "bot" });
    expect((await receiveForm(from({ email: "awa@example.org", message: "Bonjour" }), spec)).kind).toBe("valid");
  });

  it("limits per address before validating (refused forms count) and per value after, with Retry-After", async () => {
    expect((await receiveForm(from({ email: "awa@example.org", message: "1" }), spec)).kind).toBe("valid");
    const sameEmail = await receiveForm(from({ email: "awa@example.org", message: "2" }), spec);
    expect(sameEmail).toMatchObject({
      kind: "refused",
      failure: { formError: { key: "test.rateLimited", values: { minutes: "1" } }, values: { message: "2" } },
      init: { status: 429, headers: { "Retry-After": expect.stringMatching(/^\d+$/) } },
    });
    expect((await receiveForm(from({ email: "bad" }), spec)).kind).toBe("refused");
    const byAddress = await receiveForm(from({ email: "issa@example.org", message: "3" }), spec);
    expect(byAddress).toMatchObject({ kind: "refused", init: { status: 429 } });
    expect((await receiveForm(from({ email: "issa@example.org", message: "3" }, "198.51.100.2"), spec)).kind).toBe(
      "valid",
    );
  });
});

describe("withActionHeaders", () => {
  it("passes the action's headers (Retry-After) on with the parent's, and leaves cookies to React Router", () => {
    const actionHeaders = new Headers({ "Retry-After": "120" });
    actionHeaders.append("Set-Cookie", "flash=1");
    const headers = new Headers(
      withActionHeaders({
        parentHeaders: new Headers({ "Cache-Control": "no-store" }),
        actionHeaders,
        loaderHeaders: new Headers({ "X-Loader": "1" }),
        errorHeaders: undefined,
      }),
    );
    expect(Object.fromEntries(headers)).toEqual({ "cache-control": "no-store", "retry-after": "120" });
  });
});
