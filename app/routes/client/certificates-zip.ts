import { requireRole } from "~/server/accounts/guards.server";
import { organizationCertificatesZip } from "~/server/workshops/certificates.server";
import type { Route } from "./+types/certificates-zip";

/** Every certificate the client's organization's people hold for one workshop, as one ZIP. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "client");
  const zip = await organizationCertificatesZip(user.id, params.id ?? "");
  if (!zip) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(zip.file), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${zip.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
