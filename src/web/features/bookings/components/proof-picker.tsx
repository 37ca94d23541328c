import { CircleCheck, X } from "lucide-react";
import { type ChangeEvent, type Ref, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES, PROOF_MAX_BYTES, PROOF_TYPES } from "../messages";

/** Why a picked file cannot be the proof, or null when it can. The server judges the bytes again. */
export function proofProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return PAYMENT_PAGE_MESSAGES.proofNotImage;
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return PAYMENT_PAGE_MESSAGES.proofUnsupported;
  if (file.size > PROOF_MAX_BYTES) return PAYMENT_PAGE_MESSAGES.proofTooLarge;
  return null;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An object URL for the picked image, revoked when the image changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

type ProofPickerProps = {
  /** The picked file (a refused one too: the form's schema says why, see proofProblem). */
  value: File | null;
  /** A file was picked (to be checked), or the proof removed (null). */
  onChange: (file: File | null) => void;
  /** The field's state from the form (fieldError): invalid, its reason, or the alert that gives it. */
  invalid: boolean;
  error: string | undefined;
  describedBy: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * docs/product.md §2.11's image-only upload for the payment proof, optional since the UTR is the proof
 * (docs/decisions/025): a picked image shows as a preview (and a toast says it is in); anything else
 * is refused at once with the reason.
 */
export function ProofPicker({
  value,
  onChange,
  invalid,
  error,
  describedBy,
  disabled,
  inputRef,
}: ProofPickerProps) {
  const t = useT();
  // A refused file is no proof: no preview, nothing to remove.
  const proof = value && proofProblem(value) === null ? value : null;
  const preview = usePreviewUrl(proof);
  const [inputKey, setInputKey] = useState(0);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    onChange(file);
    if (proofProblem(file)) {
      // Forget the refused file, so picking the same one again still reports it.
      event.target.value = "";
      return;
    }
    toast.success(t("proof.picked"));
  };

  const remove = () => {
    onChange(null);
    setInputKey((k) => k + 1);
  };

  return (
    <div className="space-y-3">
      <FormField
        label={t("proof.label")}
        hint={t("proof.hint")}
        invalid={invalid}
        error={error}
        describedBy={describedBy}
      >
        {(control) => (
          <input
            {...control}
            key={inputKey}
            ref={inputRef}
            type="file"
            name="proof"
            accept="image/*"
            disabled={disabled}
            onChange={pick}
            className={cn(
              "block w-full min-w-0 rounded-lg border border-slate-500 bg-white text-sm text-slate-700",
              "file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800",
              "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
              "aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60",
            )}
          />
        )}
      </FormField>

      {proof && preview ? (
        <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-3 min-[420px]:flex-row min-[420px]:items-start">
          <img
            src={preview}
            alt={t("proof.preview")}
            className="max-h-48 w-full rounded-lg border border-slate-200 bg-white object-contain min-[420px]:w-36"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="flex items-start gap-1.5 text-sm font-semibold text-green-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("proof.picked")}
            </p>
            <p className="text-sm break-all text-slate-700">
              {proof.name} · {formatSize(proof.size)}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={remove}
              disabled={disabled}
              aria-label={t("proof.removeLabel")}
              className="-ml-3"
            >
              <X aria-hidden="true" className="size-4" />
              {t("proof.remove")}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
