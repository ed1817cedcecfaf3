import type { ServerBuild } from "react-router";

/**
 * One key per request for what is read once per request (the session user): React Router hands each loader
 * its own copy of the Request (it rebuilds one per loader, without `?index` and `_routes`), so the Request
 * object cannot be that key. The load context is one object per request (the HTTP front makes a new one for
 * each), so every copy a loader or action receives is remembered with the context it came with.
 * On globalThis: the HTTP front wraps the build with server.ts's copy of this module, the routes read it
 * through the bundle's copy (docs/decisions/0003-one-process-two-module-copies.md).
 */
const holder = globalThis as unknown as { __requestScopes?: WeakMap<Request, object> };
const scopes = (holder.__requestScopes ??= new WeakMap<Request, object>());

/** The key shared by every copy of this request: its load context, or the request itself when called directly. */
export function requestScope(request: Request): object {
  return scopes.get(request) ?? request;
}

type RouteHandler = (args: { request: Request; context: object }) => unknown;

function scoped<H extends RouteHandler>(handler: H): H {
  return ((args: Parameters<H>[0]) => {
    scopes.set(args.request, args.context);
    return handler(args);
  }) as H;
}

/** The build with every loader and action registering its request's copy under the request's load context. */
export function withRequestScopes(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: scoped(loader as RouteHandler) } : {}),
        ...(action ? { action: scoped(action as RouteHandler) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}
