import { describe, expect, it } from "vitest";
import { readIntent } from "./form-intent.server";

/** A streamed body without Content-Length, as a browser or a client may send it. */
function streamed(text: string, contentType: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Request("http://localhost/auth", {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
    duplex: "half",
  } as RequestInit);
}

const urlencoded = "application/x-www-form-urlencoded";

describe("readIntent", () => {
  it("finds the intent, and replays the same post for the form kit as often as asked", async () => {
    const read = await readIntent(streamed("intent=sign-in&email=a%40example.org", urlencoded), 1024);
    expect(read.ok && read.intent).toBe("sign-in");
    if (!read.ok) return;
    for (const copy of [read.replay(), read.replay()]) {
      const form = await copy.formData();
      expect(Object.fromEntries(form)).toEqual({ intent: "sign-in", email: "a@example.org" });
    }
  });

  it("refuses a body past the limit at once, even without Content-Length", async () => {
    const read = await readIntent(streamed(`intent=sign-in&password=${"x".repeat(2048)}`, urlencoded), 1024);
    expect(read).toMatchObject({ ok: false, status: 413, error: { key: "common.forms.tooLarge" } });
  });

  it("refuses what is not a form as such, whatever its size", async () => {
    const small = await readIntent(streamed('{"intent":"sign-in"}', "application/json"), 1024);
    expect(small).toMatchObject({ ok: false, status: 415 });
    const large = await readIntent(streamed(`{"x":"${"x".repeat(2048)}"}`, "application/json"), 1024);
    expect(large).toMatchObject({ ok: false, status: 415 });
  });
});
