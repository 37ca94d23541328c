import type { TFunction } from "i18next";
import { Camera } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@/lib/avatar-file";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { AvatarNoImageError, useUploadMentorAvatar } from "../api/upload-avatar";
import { useT } from "../i18n";

/** Why a picked file cannot be the picture, or null when it can. The server judges the bytes again. */
export function avatarProblem(file: File, t: TFunction<"mentors">): string | null {
  if (!file.type.startsWith("image/")) return t("avatar.notImage");
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t("avatar.unsupported");
  if (file.size > AVATAR_MAX_BYTES) return t("avatar.tooLarge");
  return null;
}

function failureMessage(error: unknown, t: TFunction<"mentors">): string {
  if (error instanceof AvatarNoImageError) return t("avatar.noImage");
  if (isApiError(error)) {
    // 413 comes from the proxy or the body limit, before the server's own check says it in words.
    if (error.status === 413) return t("avatar.tooLarge");
    // The server's own words (in the reader's language when it sent a known message).
    return error.status === 0 || error.status < 500
      ? failureReason(error, error.message)
      : t("avatar.failed");
  }
  return error instanceof Error && error.message ? error.message : t("avatar.failed");
}

/**
 * docs/product.md §2.13's avatar upload: a button-like label over a file input (images only, up to 5 MB, refused
 * at once otherwise), the upload's real progress, and the reason when it fails. (Not the shared
 * AvatarUploader: the mentor's picture also shows on every session card and the home page, and its
 * input is named by the visible "Upload photo" / "Change photo" label.)
 */
export function AvatarUpload({ hasImage }: { hasImage: boolean }) {
  const t = useT();
  const upload = useUploadMentorAvatar();
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const busy = upload.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Forget the file either way, so that picking the same one again still reacts.
    input.value = "";
    if (!file) return;
    const problem = avatarProblem(file, t);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t("avatar.updated")),
      onError: (failure) => setError(failureMessage(failure, t)),
    });
  };

  return (
    <div className="w-full space-y-3">
      <label
        className={cn(
          "relative inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold whitespace-nowrap text-brand-700",
          "transition-colors hover:bg-brand-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600",
          busy && "pointer-events-none opacity-60",
        )}
      >
        {busy ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
        {hasImage ? t("avatar.change") : t("avatar.upload")}
        <input
          type="file"
          name="file"
          accept={AVATAR_TYPES.join(",")}
          aria-describedby={hintId}
          disabled={busy}
          onChange={pick}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        {t("avatar.hint")}
      </p>
      {upload.progress !== null ? (
        <div className="space-y-1">
          <Progress
            value={upload.progress}
            label={t("avatar.progressLabel")}
            valueText={t("avatar.uploaded", { progress: upload.progress })}
          />
          <p className="text-xs text-slate-700" aria-hidden="true">
            {t("avatar.uploading", { progress: upload.progress })}
          </p>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
