import { PAYMENT_MESSAGES, utrSchema } from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useMemo } from "react";
import { useController } from "react-hook-form";
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
import { toast } from "@/lib/toast";
import { useBookSession } from "../api/book-session";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";
import { ProofPicker, proofProblem } from "./proof-picker";
import { UtrHelp } from "./utr-help";

/** The order the fields appear in: the first invalid one gets focus. */
const FIELDS = ["utr", "proof"] as const;

/**
 * The UTR first: the proof of the payment, required, the contract's own rule (docs/decisions/025).
 * Then the screenshot, optional: its type and size checked here, its bytes by the server.
 */
function paymentFormSchema(notImage: string) {
  return z.object({
    utr: z
      .string()
      .refine((value) => value.trim() !== "", PAYMENT_MESSAGES.utrRequired)
      .pipe(utrSchema),
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
  });
}

type PaymentFormProps = {
  sessionId: string;
  /** After the server has accepted the booking; the page then shows the pending screen. */
  onBooked: () => void;
};

/**
 * The 12-digit UTR with where to find it (required: it is what an admin, or the statement matcher,
 * finds in the bank statement), then the screenshot (optional), and Continue. The upload's real
 * progress shows as it goes; the server decides the booking and its amount.
 */
export function PaymentForm({ sessionId, onBooked }: PaymentFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const book = useBookSession();
  const schema = useMemo(() => paymentFormSchema(t("proof.notImage")), [t]);
  const kit = useFormKit(schema, { defaultValues: { utr: "", proof: null }, order: FIELDS });
  const proofField = useController({ control: kit.form.control, name: "proof" });
  const picked = proofField.field.value;

  const pending = book.isPending;
  const progress = book.progress ?? 0;

  const onSubmit = kit.submit((data) => {
    if (pending) return;
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
      <KitField kit={kit} name="utr" label={t("form.utr")} required hint={t("form.utrHint")}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="123456789012"
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

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {t("form.continue")}
        {pending ? null : <ArrowRight aria-hidden="true" className="size-4" />}
      </Button>
    </form>
  );
}
