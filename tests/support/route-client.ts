import type { RouterContextProvider } from "react-router";
import { isEnglishPath, resolveLanguage } from "~/lib/i18n";
import { requestContext } from "~/server/front/request-context.server";

/**
 * Calls route loaders and actions directly, as React Router would, with a cookie jar: enough to walk
 * through the account flows in an integration test without a server or a browser.
 */
export interface RouteResult<T = unknown> {
  status: number;
  data: T | undefined;
  location: string | null;
  headers: Headers;
}

/** A route module's loader or action (typed loosely: each route's generated argument type differs). */
type RouteFunction = (args: never) => unknown;
type RouteArgs = {
  request: Request;
  url: URL;
  pattern: string;
  context: RouterContextProvider;
  params: Record<string, string>;
};

interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function normalize<T>(value: unknown): RouteResult<T> {
  if (value instanceof Response) {
    return { status: value.status, data: undefined, location: value.headers.get("Location"), headers: value.headers };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, data: value.data as T, location: null, headers };
  }
  return { status: 200, data: value as T, location: null, headers: new Headers() };
}

export const ORIGIN = "http://localhost:3000";

/** A request with the router context the HTTP front would give it, as a loader, an action or a guard receives them. */
export function requestArgs(request: Request): { request: Request; context: RouterContextProvider } {
  const lang = isEnglishPath(new URL(request.url).pathname) ? "en" : resolveLanguage(request);
  return { request, context: requestContext({ lang, cspNonce: "" }) };
}

export class RouteClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) {}

  /** A client holding these cookies, e.g. the `cookie` of a `signedInAs()` account. */
  static withCookies(cookie: string): RouteClient {
    const client = new RouteClient();
    for (const pair of cookie.split("; ")) {
      const at = pair.indexOf("=");
      if (at > 0) client.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return client;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0\b/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie) || value === "")
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(path: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}): Request {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", this.ip);
    headers.set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36");
    const cookie = this.cookieHeader();
    if (cookie) headers.set("Cookie", cookie);
    return new Request(ORIGIN + path, { method: init.method ?? "GET", body: init.body, headers });
  }

  private async run<T>(
    fn: RouteFunction,
    request: Request,
    params: Record<string, string> = {},
  ): Promise<RouteResult<T>> {
    let result: RouteResult<T>;
    try {
      const url = new URL(request.url);
      // The path stands for the route's pattern: the loaders that read it look only at its prefix (/en, /admin).
      const args: RouteArgs = { ...requestArgs(request), url, pattern: url.pathname.slice(1), params };
      result = normalize<T>(await (fn as (args: RouteArgs) => unknown)(args));
    } catch (error) {
      if (error instanceof Response || isDataWithInit(error)) result = normalize<T>(error);
      else throw error;
    }
    this.store(result.headers);
    return result;
  }

  /** `params` are the route's URL parameters (`{ id }` for `clients/:id`), as React Router would pass them. */
  get<T>(loader: RouteFunction, path: string, params: Record<string, string> = {}): Promise<RouteResult<T>> {
    return this.run<T>(loader, this.request(path), params);
  }

  async post<T>(
    action: RouteFunction,
    path: string,
    fields: Record<string, string | string[] | Blob>,
    headers: Record<string, string> = {},
    params: Record<string, string> = {},
  ): Promise<RouteResult<T>> {
    const multipart = Object.values(fields).some((value) => value instanceof Blob);
    let body: BodyInit;
    if (multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (Array.isArray(value)) for (const item of value) form.append(name, item);
        else form.append(name, value);
      }
      // Sent as bytes, as a socket delivers them: a body streamed from a FormData keeps pushing into the stream
      // after an action stops reading it (an upload refused as too large), which Node reports as an unhandled
      // rejection.
      const encoded = new Response(form);
      body = await encoded.arrayBuffer();
      headers = { ...headers, "Content-Type": encoded.headers.get("content-type")! };
    } else {
      const encoded = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) {
        for (const item of Array.isArray(value) ? value : [value]) encoded.append(name, item as string);
      }
      body = encoded;
    }
    return this.run<T>(action, this.request(path, { method: "POST", body, headers }), params);
  }
}
