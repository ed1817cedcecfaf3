import { expect, it } from "vitest";
import { dataUrl } from "./route-handler";

/**
 * The refusals every form action owes (the form kit's): a body that is not a form, an oversized body, a
 * NUL byte, a rate limit. Each post goes both ways a browser sends it, as a page POST and as the router's
 * `.data` POST, through React Router's own handler (route-handler.ts); the `.data` answer's body carries
 * the message's locale key.
 */
export interface FormTarget {
  handle: (request: Request) => Promise<Response>;
  /** The page the form posts to, e.g. http://localhost:3000/contact. */
  url: string;
  /** A form the action would accept. */
  fields: Record<string, string>;
  /** E.g. a session cookie. */
  headers?: Record<string, string>;
  /** How many rows the action would have written so far: must not change on a refusal. */
  written: () => Promise<number>;
}

const MB = 1024 * 1024;

/** A body that counts the bytes pulled from it: pulled only when someone reads it. */
function countedBody(total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        const size = Math.min(64 * 1024, total - counter.pulled);
        counter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** Posts the same body as a page POST and as a `.data` POST (`body` gives a fresh one each time). */
async function postBothWays(
  target: FormTarget,
  body: () => BodyInit | null,
  headers: Record<string, string>,
): Promise<[Response, Response]> {
  const post = (url: string) =>
    target.handle(
      new Request(url, {
        method: "POST",
        body: body(),
        headers: { ...target.headers, ...headers },
        duplex: "half",
      } as RequestInit),
    );
  return [await post(target.url), await post(dataUrl(target.url))];
}

async function expectRefused([page, data]: [Response, Response], status: number, key: string) {
  expect(page.status, `page POST answered ${page.status}, not ${status}`).toBe(status);
  expect(data.status, `.data POST answered ${data.status}, not ${status}`).toBe(status);
  expect(await data.text()).toContain(key);
}

/** Registers the tests of the refusals of bodies: not a form (415, 400), oversized (413), NUL byte (400). */
export function itRefusesBadBodies(target: () => FormTarget) {
  it("answers a body that is not a form with 415 (JSON, text, XML, none) or 400 (broken multipart), with a message, and writes nothing", async () => {
    const form = target();
    const before = await form.written();
    const text = new URLSearchParams(form.fields).toString();
    const notForms: [() => BodyInit | null, Record<string, string>][] = [
      [() => JSON.stringify(form.fields), { "Content-Type": "application/json" }],
      [() => text, { "Content-Type": "text/plain;charset=UTF-8" }],
      [() => `<form>${text}</form>`, { "Content-Type": "application/xml" }],
      [() => new Blob([text]), {}],
      [() => null, {}],
    ];
    for (const [body, headers] of notForms)
      await expectRefused(await postBothWays(form, body, headers), 415, "common.forms.notAForm");
    const broken = () => '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nunfinished';
    await expectRefused(
      await postBothWays(form, broken, { "Content-Type": "multipart/form-data; boundary=b" }),
      400,
      "common.forms.unreadable",
    );
    expect(await form.written()).toBe(before);
  });

  it("refuses an oversized body with 413 before reading it, and one without a Content-Length as soon as it passes the limit", async () => {
    const form = target();
    const before = await form.written();
    const declared: { pulled: number }[] = [];
    const declaredBody = () => {
      const { stream, counter } = countedBody(200 * MB);
      declared.push(counter);
      return stream;
    };
    const sizeHeaders = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(200 * MB) };
    await expectRefused(await postBothWays(form, declaredBody, sizeHeaders), 413, "common.forms.tooLarge");
    expect(declared.map((counter) => counter.pulled)).toEqual([0, 0]);
    const streamed = countedBody(200 * MB);
    const headers = { ...form.headers, "Content-Type": "application/x-www-form-urlencoded" };
    expect(
      (
        await form.handle(
          new Request(form.url, { method: "POST", body: streamed.stream, headers, duplex: "half" } as RequestInit),
        )
      ).status,
    ).toBe(413);
    expect(streamed.counter.pulled).toBeLessThan(MB);
    expect(await form.written()).toBe(before);
  });

  it("refuses a NUL byte or another control character in a text field with 400 and a message, and writes nothing", async () => {
    const form = target();
    const before = await form.written();
    // A form without fields gets one it does not expect: the kit checks every field.
    const names = Object.keys(form.fields).length > 0 ? Object.keys(form.fields) : ["note"];
    for (const name of names) {
      for (const control of ["\u0000", "\u001b"]) {
        const fields = { ...form.fields, [name]: `${form.fields[name] ?? ""}${control}` };
        const urlencoded = await postBothWays(form, () => new URLSearchParams(fields), {});
        await expectRefused(urlencoded, 400, "common.forms.invalidCharacter");
      }
    }
    const multipart = new FormData();
    for (const [name, value] of Object.entries(form.fields)) multipart.append(name, value);
    multipart.set(names[0]!, "a\u0000b");
    await expectRefused(await postBothWays(form, () => multipart, {}), 400, "common.forms.invalidCharacter");
    expect(await form.written()).toBe(before);
  });
}

/**
 * Posts the form until the action answers 429 (at most `attempts` times, e.g. the limit + 1), then checks
 * that the page POST and the `.data` POST are both refused with Retry-After and the form's message.
 */
export async function expectRateLimited(form: FormTarget, { attempts, key }: { attempts: number; key: string }) {
  const post = () => postBothWays(form, () => new URLSearchParams(form.fields), {});
  let last: Response | undefined;
  for (let i = 0; i < attempts && last?.status !== 429; i++) [last] = await post();
  expect(last?.status).toBe(429);
  const before = await form.written();
  const [page, data] = await post();
  for (const response of [page, data]) {
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
  }
  expect(await data.text()).toContain(key);
  expect(await form.written()).toBe(before);
}
