import type { CurrentUser } from "@contract/users";
import { Camera } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { AVATAR_MESSAGES, AVATAR_TYPES, avatarProblem } from "@/lib/avatar-file";
import { failureReason } from "@/lib/form-errors";
import { useCommonT } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import { AvatarNoImageError, useUploadAvatar } from "@/lib/upload-avatar";

/**
 * 'Change photo' for a student's or a mentor's picture (docs/product.md §2.12 and §2.13): an image only (JPEG, PNG
 * or WebP, at most 5 MB, refused at once otherwise), the upload's real progress, and the reason
 * when the server refuses it. The header's avatar changes as soon as the server has the new one.
 */
export function AvatarUploader({
  user,
  onUploaded,
}: {
  user: Pick<CurrentUser, "image">;
  /** After the server has the new picture: update what else the page shows of the user. */
  onUploaded?: (image: string) => void;
}) {
  const t = useCommonT();
  const upload = useUploadAvatar(onUploaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  // Each failure remounts the alert, so the same reason is announced again.
  const [attempt, setAttempt] = useState(0);

  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Forget the pick, so choosing the same file again is still noticed.
    event.target.value = "";
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      fail(problem === AVATAR_MESSAGES.notImage ? t("avatar.notImage") : translateMessage(problem));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t("avatar.updated")),
      onError: (cause) =>
        fail(
          cause instanceof AvatarNoImageError
            ? t("avatar.noImage")
            : failureReason(cause, t("avatar.failed")),
        ),
    });
  };

  const pending = upload.isPending;
  const progress = upload.progress ?? 0;

  return (
    <div className="min-w-0 space-y-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => inputRef.current?.click()}
        disabled={pending}
        aria-describedby={hintId}
      >
        {pending ? <Spinner /> : <Camera aria-hidden="true" className="size-4" />}
        {pending ? t("avatar.uploading") : user.image ? t("avatar.change") : t("avatar.upload")}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_TYPES.join(",")}
        aria-label={t("avatar.label")}
        hidden
        onChange={pick}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t("avatar.hint")}
      </p>
      {pending ? (
        <div className="max-w-56 space-y-1">
          <Progress
            value={progress}
            label={t("avatar.progressLabel")}
            valueText={t("avatar.uploaded", { progress })}
          />
          <p className="text-xs text-slate-600" aria-hidden="true">
            {t("avatar.uploaded", { progress })}
          </p>
        </div>
      ) : null}
      {error ? (
        <Alert key={attempt} className="max-w-md">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
