import type { Route } from "./+types/certificate-pdf";
import { certificateFile } from "./certificate.route.server";

/** A valid certificate's PDF, in its holder's language: the file the verification page and My registrations link to. */
export async function loader({ params }: Route.LoaderArgs) {
  return certificateFile(params.code ?? "");
}
