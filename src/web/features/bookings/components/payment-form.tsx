import { utrSchema } from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useId, useMemo } from "react";
import { useController } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormAlert, fieldError, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import { translateMessage } from "@/lib/server-message";
import { useBookSession } from "../api/book-session";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";
import { ProofPicker, proofProblem } from "./proof-picker";
import { UtrHelp } from "./utr-help";

/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = ["proof", "utr"] as const;

/**
 * The proof as picked (its type and size checked here, its bytes by the server) and the UTR: the
 * contract's own rule, optional (empty is none).
 */
function paymentFormSchema(notImage: string) {
  return z.object({
    proof: z
      .custom<File | null>((value) => value === null || value instanceof File)
      .superRefine((file, ctx) => {
        const problem = file ? proofProblem(file) : null;
        if (problem)
          ctx.addIssue({
            code: "custom",
            message: problem === PAYMENT_PAGE_MESSAGES.proofNotImage ? notImage : problem,
          });
      }),
    utr: z
      .string()
      .transform((value) => (value.trim() === "" ? null : value))
      .pipe(utrSchema.nullable()),
  });
}

type PaymentFormProps = {
  sessionId: string;
  /** After the server has accepted the booking; the page then shows the pending screen. */
  onBooked: () => void;
};

/**
 * The proof upload, the 12-digit UTR with where to find it, and Continue (disabled until a proof is
 * chosen). The UTR is what an admin finds in the bank statement, so the page asks for it plainly, but
 * it stays optional: the server still requires the screenshot and not the UTR. The upload's real
 * progress shows as it goes; the server decides the booking and its amount.
 */
export function PaymentForm({ sessionId, onBooked }: PaymentFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const book = useBookSession();
  const schema = useMemo(() => paymentFormSchema(t("proof.notImage")), [t]);
  const kit = useFormKit(schema, { defaultValues: { proof: null, utr: "" }, order: FIELDS });
  const proofField = useController({ control: kit.form.control, name: "proof" });
  const picked = proofField.field.value;
  // A refused file stays picked (its reason shows) but is no proof to send.
  const proof = picked && proofProblem(picked) === null ? picked : null;
  const continueHintId = useId();

  const pending = book.isPending;
  const progress = book.progress ?? 0;

  const onSubmit = kit.submit((data) => {
    if (pending) return;
    if (!data.proof) {
      kit.fail(translateMessage(PAYMENT_PAGE_MESSAGES.proofRequired), {
        proof: PAYMENT_PAGE_MESSAGES.proofRequired,
      });
      return;
    }
    book.mutate(
      { sessionId, proof: data.proof, utr: data.utr },
      {
        onSuccess: (answer) => {
          toast.success(translateMessage(answer.message || PAYMENT_PAGE_MESSAGES.submitted));
          onBooked();
        },
        onError: (error) => {
          const fields = serverFieldIssues(error, FIELDS);
          // A 400 without named fields is about the image (too large, unreadable, not an image).
          if (isApiError(error) && error.status === 400 && !fields.proof && !fields.utr) {
            fields.proof = failureReason(error, error.message);
          }
          const reason = failureReason(error, translateMessage(PAYMENT_PAGE_MESSAGES.failed));
          if (isApiError(error) && error.status === 409) {
            // Full, ended or already booked: the page shows the session's and the booking's new state.
            void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
            void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
          }
          toast.error(reason);
          kit.fail(reason, fields);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <ProofPicker
        value={picked}
        onChange={(file) => {
          proofField.field.onChange(file);
          // Checked at once: a refused file says why as soon as it is picked.
          void kit.form.trigger("proof");
          if (file && proofProblem(file) === null) kit.clearSummary();
        }}
        {...fieldError(kit, "proof")}
        disabled={pending}
        inputRef={proofField.field.ref}
      />

      <KitField kit={kit} name="utr" label={t("form.utr")} hint={t("form.utrHint")}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            disabled={pending}
            onChange={(event) => {
              void control.onChange(event);
              // Once marked wrong, the message goes as soon as the number is right.
              if (kit.form.getFieldState("utr").invalid) void kit.form.trigger("utr");
            }}
            onBlur={(event) => {
              void control.onBlur(event);
              void kit.form.trigger("utr");
            }}
          />
        )}
      </KitField>
      {/* Right under the field it explains, before Continue in the tab order. */}
      <UtrHelp />

      <FormAlert kit={kit} />

      {pending ? (
        <div className="space-y-2">
          <Progress
            value={progress}
            label={t("form.uploading")}
            valueText={t("form.uploaded", { progress })}
          />
          <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
            <Spinner />
            {progress < 100 ? t("form.uploadingProgress", { progress }) : t("form.checking")}
          </p>
        </div>
      ) : null}

      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!proof || pending}
          aria-describedby={!proof ? continueHintId : undefined}
        >
          {pending ? <Spinner /> : null}
          {t("form.continue")}
          {pending ? null : <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
        {!proof ? (
          <p id={continueHintId} className="text-center text-sm text-slate-700">
            {translateMessage(PAYMENT_PAGE_MESSAGES.proofRequired)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
