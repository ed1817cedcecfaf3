import { createRequestHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { dataUrl, routeBuild } from "../../tests/support/route-handler";
import { requestScope, withRequestScopes } from "./request-scope.server";

/** A root and a page whose loaders record the request they were handed, through React Router's own handler. */
function recordingHandler() {
  const seen: Request[][] = [];
  const record =
    (at: number) =>
    ({ request }: { request: Request }) => {
      (seen[seen.length - 1] ??= [])[at] = request;
      return null;
    };
  const build = routeBuild({ loader: record(1), default: () => null }, "page");
  build.routes.root!.module = { ...build.routes.root!.module, loader: record(0) };
  const handler = createRequestHandler(withRequestScopes(build), "production");
  return {
    seen,
    ask: async (url: string) => {
      seen.push([]);
      await handler(new Request(url), { lang: "fr", cspNonce: "" });
      return seen[seen.length - 1]!;
    },
  };
}

describe("requestScope", () => {
  it("is one key for the root's and the page's loaders of a page and of its .data request", async () => {
    const { ask } = recordingHandler();
    for (const url of ["http://localhost/page?index&q=1", dataUrl("http://localhost/page?q=1")]) {
      const [root, page] = await ask(url);
      expect(root).toBeInstanceOf(Request);
      expect(page).toBeInstanceOf(Request);
      expect(requestScope(root!)).toBe(requestScope(page!));
    }
  });

  it("differs between two requests, even for the same URL", async () => {
    const { ask } = recordingHandler();
    const [first] = await ask("http://localhost/page");
    const [second] = await ask("http://localhost/page");
    expect(requestScope(first!)).not.toBe(requestScope(second!));
  });

  it("is the request itself when a loader is called directly", () => {
    const request = new Request("http://localhost/page");
    expect(requestScope(request)).toBe(request);
  });
});
