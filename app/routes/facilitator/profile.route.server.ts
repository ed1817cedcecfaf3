/** The actions of /facilitator/profile: the texts and lists (the form kit), or the photo (a multipart post). */
import { data } from "react-router";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import {
  ownProfileFieldNames,
  ownProfileListNames,
  ownProfileSchema,
  type OwnProfileField,
} from "~/lib/facilitators/admin";
import { formLists, type FormFailure } from "~/lib/forms";
import type { SessionUser } from "~/server/accounts/session.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { readFormBody, receiveForm } from "~/server/forms/forms.server";
import { saveOwnPhoto, updateOwnProfile } from "~/server/facilitators/own-profile.server";

export type OwnProfileResult = FormFailure<OwnProfileField | "photo", "own-profile" | "photo">;

// The multipart envelope around a picture: field names, boundaries, the file's name.
const MULTIPART_OVERHEAD = 64 * 1024;

const photoMessages = {
  tooLarge: "profile.errors.fileTooLarge",
  notAnImage: "profile.errors.notAnImage",
  unreadable: "profile.errors.unreadableImage",
} as const;

function source(request: Request, user: SessionUser) {
  const { actor, address } = auditSource(request, user);
  return { actor: actor!, address };
}

const noRecord = { key: "adminFacilitators.ownProfile.noRecord" };

export async function ownProfileAction(request: Request, user: SessionUser) {
  const multipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");
  return multipart ? photoAction(request, user) : textsAction(request, user);
}

async function textsAction(request: Request, user: SessionUser) {
  const received = await receiveForm(request, {
    id: "own-profile",
    schema: ownProfileSchema,
    fields: ownProfileFieldNames,
    lists: ownProfileListNames,
  });
  if (received.kind === "refused") return data<OwnProfileResult>(received.failure, received.init);
  const lists = formLists(received.form, ownProfileListNames);
  const version = received.data.version ? new Date(received.data.version) : null;
  if (!version) return refuseForm("own-profile", 409, { key: "backOffice.errors.version" }, received.values, lists);
  const outcome = await updateOwnProfile(user.id, version, received.data, source(request, user));
  if (outcome.kind === "noRecord") return refuseForm("own-profile", 404, noRecord, received.values, lists);
  if (outcome.kind === "stale")
    return refuseForm("own-profile", 409, { key: "backOffice.errors.stale" }, received.values, lists);
  return redirectWithToast("/facilitator/profile", {
    title: "adminFacilitators.ownProfile.toastSaved",
    description: "adminFacilitators.ownProfile.toastSavedBody",
  });
}

async function photoAction(request: Request, user: SessionUser) {
  const refuse = (key: string, status: number) =>
    data<OwnProfileResult>({ form: "photo", ok: false, values: {}, errors: { photo: key } }, { status });
  const read = await readFormBody(request, AVATAR_MAX_BYTES + MULTIPART_OVERHEAD);
  if (!read.ok) {
    if (read.status === 413) return refuse(photoMessages.tooLarge, 413);
    return data<OwnProfileResult>(
      { form: "photo", ok: false, values: {}, errors: {}, formError: read.error },
      { status: read.status },
    );
  }
  const file = read.form.get("photo");
  if (!(file instanceof File) || file.size === 0) return refuse("profile.errors.noFile", 400);
  if (file.size > AVATAR_MAX_BYTES) return refuse(photoMessages.tooLarge, 413);
  const outcome = await saveOwnPhoto(user.id, new Uint8Array(await file.arrayBuffer()), source(request, user));
  if (outcome.kind === "noRecord") return refuseForm("photo", 404, noRecord);
  if (outcome.kind === "refused") return refuse(photoMessages[outcome.error], outcome.error === "tooLarge" ? 413 : 415);
  return redirectWithToast("/facilitator/profile", { title: "adminFacilitators.ownProfile.toastPhoto" });
}
