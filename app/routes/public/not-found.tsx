import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { privatePageMeta } from "~/server/i18n.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/not-found";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle();

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn({ path: url.pathname, referer: request.headers.get("referer") ?? undefined }, "unknown route");
  return data({ meta: privatePageMeta(context.get(pageLanguage), "common.notFound.title") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NotFoundPage() {
  return <NotFound />;
}
