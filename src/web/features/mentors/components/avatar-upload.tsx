import { Camera } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@/lib/avatar-file";
import { cn } from "@/lib/cn";
import { useUploadMentorAvatar } from "../api/upload-avatar";
import { MENTOR_DASHBOARD_MESSAGES } from "../messages";

/** Why a picked file cannot be the picture, or null when it can. The server judges the bytes again. */
export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return MENTOR_DASHBOARD_MESSAGES.avatarNotImage;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return MENTOR_DASHBOARD_MESSAGES.avatarUnsupported;
  if (file.size > AVATAR_MAX_BYTES) return MENTOR_DASHBOARD_MESSAGES.avatarTooLarge;
  return null;
}

function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    // 413 comes from the proxy or the body limit, before the server's own check says it in words.
    if (error.status === 413) return MENTOR_DASHBOARD_MESSAGES.avatarTooLarge;
    return error.status === 0 || error.status < 500 ? error.message : MENTOR_DASHBOARD_MESSAGES.avatarFailed;
  }
  return error instanceof Error && error.message ? error.message : MENTOR_DASHBOARD_MESSAGES.avatarFailed;
}

/**
 * docs/product.md §2.13's avatar upload: a button-like label over a file input (images only, up to 5 MB, refused
 * at once otherwise), the upload's real progress, and the reason when it fails.
 */
export function AvatarUpload({ hasImage }: { hasImage: boolean }) {
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
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(MENTOR_DASHBOARD_MESSAGES.avatarUpdated),
      onError: (failure) => setError(failureMessage(failure)),
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
        {hasImage ? "Change photo" : "Upload photo"}
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
        JPEG, PNG or WebP, up to 5 MB. Shown on your sessions and profile.
      </p>
      {upload.progress !== null ? (
        <div className="space-y-1">
          <Progress
            value={upload.progress}
            label="Uploading profile picture"
            valueText={`${upload.progress}% uploaded`}
          />
          <p className="text-xs text-slate-700" aria-hidden="true">
            Uploading… {upload.progress}%
          </p>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
