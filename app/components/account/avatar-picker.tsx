import { Camera, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/account-forms";
import { notify } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { UserAvatar } from "~/components/user-avatar";
import { AVATAR_MAX_BYTES } from "~/lib/accounts/rules";
import type { ProfileResult } from "~/lib/accounts/profile-forms";
import { useProfileToast } from "./profile-card";

/**
 * 'Change picture': with JavaScript, choosing a file uploads it at once (a file over 5 MB is refused
 * before it is sent); without it, the file input and an upload button post the same form.
 */
export function AvatarPicker({
  profile,
  posted,
}: {
  profile: Parameters<typeof UserAvatar>[0]["user"];
  posted: ProfileResult | undefined;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileResult>();
  const input = useRef<HTMLInputElement>(null);
  const enhanced = useHydrated();
  const [tooLarge, setTooLarge] = useState(false);
  const result = fetcher.data;
  useProfileToast(result);
  // Without JavaScript the form posts as a page: its answer comes as the page's action data.
  const answer = result ?? posted;
  const uploading = fetcher.state !== "idle";
  const error = tooLarge ? "profile.errors.fileTooLarge" : answer && !answer.ok ? answer.formError?.key : undefined;

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setTooLarge(true);
      notify("error", t("profile.toast.uploadFailed"), { description: t("profile.errors.fileTooLarge") });
      event.target.value = "";
      return;
    }
    setTooLarge(false);
    const form = new FormData();
    form.set("intent", "avatar");
    form.set("avatar", file);
    void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
    event.target.value = "";
  }

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col items-center gap-3">
      <div className="relative">
        <UserAvatar user={profile} size="lg" />
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-white" />
          </span>
        )}
      </div>
      <input type="hidden" name="intent" value="avatar" />
      <label htmlFor="avatar-file" className={enhanced ? "sr-only" : "text-sm font-medium"}>
        {t("profile.avatar.choose")}
      </label>
      <input
        ref={input}
        id="avatar-file"
        type="file"
        name="avatar"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-describedby="avatar-hint"
        tabIndex={enhanced ? -1 : undefined}
        className={enhanced ? "sr-only" : "max-w-full text-sm"}
        onChange={enhanced ? onChange : undefined}
      />
      {enhanced ? (
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Camera aria-hidden="true" />}
          {uploading ? t("profile.avatar.uploading") : t("profile.avatar.change")}
        </Button>
      ) : (
        <Button type="submit" variant="outline" size="sm">
          <Camera aria-hidden="true" /> {t("profile.avatar.upload")}
        </Button>
      )}
      <p id="avatar-hint" className="text-xs text-muted-foreground">
        {t("profile.avatar.hint")}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {t(error as never)}
        </p>
      )}
    </fetcher.Form>
  );
}
