/**
 * The content dialogs (add, edit, delete) appear in two areas: over the admin CMS (/admin/cms/...), for
 * admins, and over the Creator Studio (/creator/content/...), for content creators and admins. The same
 * route modules serve both; the matched route says which area, hence which role and which list to go back to.
 */
import { data } from "react-router";
import {
  contentEditSchema,
  contentFields,
  contentMoveSchema,
  contentSchema,
  type ContentField,
} from "~/lib/content/schema";
import { CONTENT_IMAGE_MAX_BYTES } from "~/lib/content/images";
import type { FormFailure, FormValues } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { routePath } from "~/lib/urls";
import type { Role } from "~/lib/roles";
import { versionOf } from "~/lib/versions";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Language } from "~/lib/i18n";
import { discardContentImage, saveContentImage, type ContentImageError } from "~/server/site/content-images.server";
import {
  createContent,
  deleteContent,
  getContentItem,
  moveContent,
  updateContent,
  type ContentItem,
} from "~/server/site/content.server";
import type { RequestArgs } from "~/server/front/request-context.server";

export interface ContentArea {
  role: Role;
  /** The page the dialogs open over, and go back to. */
  list: string;
  /** Where the dialogs' URLs start: `${base}/new`, `${base}/:id/edit`, `${base}/:id/delete`. */
  base: string;
}

const areas = {
  admin: { role: "admin", list: "/admin/cms", base: "/admin/cms" },
  creator: { role: "content_creator", list: "/creator", base: "/creator/content" },
} as const satisfies Record<string, ContentArea>;

/** A content route's arguments: `pattern` is the matched route's path as app/routes.ts spells it (routePath). */
export type ContentArgs = RequestArgs & { pattern: string };

/**
 * The area of the route React Router matched, never of the URL as it was typed: routes match whatever the case
 * (`/ADMIN/cms/new` is the admin's dialog), so a test of the raw path would put it in the Creator Studio. Only
 * the Creator Studio's own routes are the content creators'; anything else asks for an admin.
 */
export function contentArea(pattern: string): ContentArea {
  return routePath(pattern).startsWith("/creator/") ? areas.creator : areas.admin;
}

/** The role check of every content loader and action, with the area it is in. */
export async function requireContentArea(
  { request, context, pattern }: ContentArgs,
  options: { action?: boolean } = {},
) {
  const area = contentArea(pattern);
  const user = await requireRole({ request, context }, area.role, options);
  return { area, user };
}

/** What a refused form answers: the kit's failure shape (the image's message under `imageFile`). */
export type ContentFormResult = FormFailure<ContentField | "imageFile", "content">;

const moveFields = ["id", "direction"] as const;

/** The multipart envelope around an image: field names, boundaries, the file's name, the text fields. */
const FORM_OVERHEAD = 64 * 1024;
const imageErrors: Record<ContentImageError, { key: string; status: 400 | 413 | 415 }> = {
  tooLarge: { key: "cms.errors.imageTooLarge", status: 413 },
  notAnImage: { key: "cms.errors.imageType", status: 415 },
  unreadable: { key: "cms.errors.imageUnreadable", status: 400 },
};

/** The form's values as the editor fills them from a saved item. */
export function itemValues(item: ContentItem): FormValues<ContentField> {
  return {
    section: item.section,
    contentType: item.contentType,
    language: item.language,
    title: item.title ?? "",
    subtitle: item.subtitle ?? "",
    description: item.description ?? "",
    contentBody: item.contentBody ?? "",
    imageUrl: item.imageUrl ?? "",
    videoUrl: item.videoUrl ?? "",
    buttonText: item.buttonText ?? "",
    buttonUrl: item.buttonUrl ?? "",
    orderIndex: String(item.orderIndex),
    isPublished: item.isPublished ? "on" : "",
    version: versionOf(item.updatedAt),
  };
}

export async function loadContentItem(args: ContentArgs, id: string | undefined, lang: Language, title: string) {
  const { area } = await requireContentArea(args);
  const item = isUuid(id) ? await getContentItem(id) : undefined;
  if (!item) throw data(null, { status: 404 });
  return { area, item, values: itemValues(item), meta: privatePageMeta(lang, title) };
}

/**
 * Add and edit: the fields through the form kit (a 413 past 5 MB is the image's), then the uploaded image
 * by its bytes, then the write. Nothing is written unless everything is valid; a stale edit answers 409.
 */
export async function saveContentAction(args: ContentArgs, editing?: { id: string | undefined }) {
  const { request } = args;
  const { area, user } = await requireContentArea(args, { action: true });
  const received = await receiveForm(request, {
    id: "content",
    schema: editing ? contentEditSchema : contentSchema,
    fields: contentFields,
    maxBytes: CONTENT_IMAGE_MAX_BYTES + FORM_OVERHEAD,
  });
  if (received.kind === "refused") {
    const { failure, init } = received;
    if (init.status === 413)
      return data<ContentFormResult>(
        { ...failure, formError: undefined, errors: { imageFile: "cms.errors.imageTooLarge" } },
        init,
      );
    return data<ContentFormResult>(failure, init);
  }
  const { form, values } = received;
  const input = { ...received.data };

  const file = form.get("imageFile");
  let uploaded: string | undefined;
  if (file instanceof File && file.size > 0) {
    const saved = await saveContentImage(new Uint8Array(await file.arrayBuffer()));
    if (!saved.ok) {
      const { key, status } = imageErrors[saved.error];
      return data<ContentFormResult>({ form: "content", ok: false, errors: { imageFile: key }, values }, { status });
    }
    input.imageUrl = uploaded = saved.url;
  }

  if (!editing) {
    await createContent(input, auditSource(request, user));
    return redirectWithToast(area.list, { title: "cms.toast.created", variant: "success" });
  }
  const { id } = editing;
  const version =
    "version" in received.data && received.data.version instanceof Date ? received.data.version : undefined;
  if (!isUuid(id) || !version) {
    if (uploaded) await discardContentImage(uploaded);
    return refuseForm("content", 404, { key: "backOffice.errors.notFound" }, values);
  }
  const outcome = await updateContent(id, version, input, auditSource(request, user));
  // A refused edit keeps the item's image: the one uploaded with it would be a file nothing points at.
  if (outcome.kind !== "updated" && uploaded) await discardContentImage(uploaded);
  switch (outcome.kind) {
    case "updated":
      return redirectWithToast(area.list, { title: "cms.toast.updated", variant: "success" });
    case "notFound":
      return refuseForm("content", 404, { key: "backOffice.errors.notFound" }, values);
    case "stale": {
      // The editor shows the saved item again, with the message (app/lib/versions.ts).
      const saved = await getContentItem(id);
      return refuseForm("content", 409, { key: "backOffice.errors.stale" }, saved ? itemValues(saved) : values);
    }
  }
}

export async function deleteContentAction(args: ContentArgs, id: string | undefined) {
  const { area, user } = await requireContentArea(args, { action: true });
  const outcome = isUuid(id) ? await deleteContent(id, auditSource(args.request, user)) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("content-delete", 404, { key: "backOffice.errors.notFound" });
  return redirectWithToast(area.list, { title: "cms.toast.deleted", variant: "success" });
}

/** Move up / Move down on a list: the item changes places with its neighbour in its section and language. */
export async function moveContentAction(args: ContentArgs) {
  const { request } = args;
  const { area, user } = await requireContentArea(args, { action: true });
  const received = await receiveForm(request, { id: "content-move", schema: contentMoveSchema, fields: moveFields });
  if (received.kind === "refused") return data(received.failure, received.init);
  const outcome = await moveContent(received.data.id, received.data.direction, auditSource(request, user));
  switch (outcome.kind) {
    case "moved":
      return redirectWithToast(area.list, { title: "cms.toast.moved", variant: "success" });
    case "atEdge":
      return refuseForm("content-move", 409, { key: "cms.errors.atEdge" });
    case "notFound":
      return refuseForm("content-move", 404, { key: "backOffice.errors.notFound" });
  }
}
