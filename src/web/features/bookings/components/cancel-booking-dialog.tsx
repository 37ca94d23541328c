import { type CancellationPreview, refundUpiIdSchema } from "@contract/cancellations";
import type { StudentSession } from "@contract/dashboards";
import { type RefObject, useRef } from "react";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { type FormKit, KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelBooking, useCancellationPreview } from "../api/cancel-booking";
import { useT } from "../i18n";

const FIELDS = ["refundUpiId"] as const;

/** An empty UPI id is none (the student may add it later in the profile); else it must be one. */
const formSchema = z.object({
  refundUpiId: z
    .string()
    .transform((value) => (value.trim() === "" ? undefined : value))
    .pipe(refundUpiIdSchema.optional()),
});

type CancelBookingDialogProps = { entry: StudentSession; open: boolean; onClose: () => void };

/**
 * "Cancel booking" (docs/product.md §10.13): the dialog first asks the server what cancelling now
 * means (a full refund and where it goes, no refund within 24 hours of the start, or, for a free
 * booking, the seat freed with nothing to refund) and says it before anything happens; Keep booking
 * closes it, Cancel booking does it.
 */
export function CancelBookingDialog({ entry, open, onClose }: CancelBookingDialogProps) {
  const t = useT();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("cancel.title")}
      description={entry.session.title}
      initialFocusRef={keepRef}
    >
      <CancelBody entry={entry} onDone={onClose} keepRef={keepRef} />
    </FormDialog>
  );
}

/**
 * One form whatever the state (checking, refused, the outcome), so that Keep booking stays the same
 * button, with the focus the dialog gave it, while the outcome loads.
 */
function CancelBody({
  entry,
  onDone,
  keepRef,
}: {
  entry: StudentSession;
  onDone: () => void;
  keepRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const f = useFormat();
  const preview = useCancellationPreview(entry.bookingId, true);
  const cancel = useCancelBooking(entry.bookingId);
  const kit = useFormKit(formSchema, {
    defaultValues: { refundUpiId: "" },
    order: FIELDS,
    summarizeWith: () => null,
  });
  const outcome = preview.data;

  const onSubmit = kit.submit((data) => {
    if (cancel.isPending || !outcome) return;
    cancel.mutate(data.refundUpiId ? { refundUpiId: data.refundUpiId } : {}, {
      onSuccess: (answer) => {
        toast.success(
          answer.outcome === "refund"
            ? t("cancel.doneRefund", { amount: f.rupees(answer.amount) })
            : t("cancel.doneNoRefund"),
        );
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldIssues(error, FIELDS);
        kit.fail(Object.keys(fields).length > 0 ? null : failureReason(error, t("cancel.failed")), fields);
      },
    });
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      actions={{
        cancelLabel: t("cancel.keep"),
        onCancel: onDone,
        cancelRef: keepRef,
        // Nothing to confirm until the server has said what cancelling now means.
        submitLabel: outcome ? t("cancel.confirm") : undefined,
        pendingLabel: t("cancel.cancelling"),
        pending: cancel.isPending,
        tone: "danger",
      }}
    >
      {preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t("cancel.checking")}
        </p>
      ) : null}
      {preview.isError ? <Alert>{failureReason(preview.error, t("cancel.checkFailed"))}</Alert> : null}
      {outcome ? <Outcome outcome={outcome} kit={kit} /> : null}
    </DialogForm>
  );
}

/** What cancelling now means, in plain words; the UPI id field when a refund has nowhere to go yet. */
function Outcome({
  outcome,
  kit,
}: {
  outcome: CancellationPreview;
  kit: FormKit<z.input<typeof formSchema>, z.output<typeof formSchema>>;
}) {
  const t = useT();
  const f = useFormat();
  const refund = outcome.outcome === "refund";
  return (
    <>
      {refund ? (
        <div className="space-y-2 text-sm text-slate-800">
          <p className="text-base font-semibold text-slate-900">
            {t("cancel.refund", { amount: f.rupees(outcome.amount) })}
          </p>
          {outcome.reason === "rescheduled" ? <p>{t("cancel.rescheduled")}</p> : null}
          {outcome.refundUpiId ? (
            <p>{t("cancel.refundTo", { upi: outcome.refundUpiId })}</p>
          ) : (
            <p>{t("cancel.refundWhere")}</p>
          )}
        </div>
      ) : (
        <p className="text-base font-semibold text-slate-900">
          {outcome.outcome === "free" ? t("cancel.free") : t("cancel.noRefund")}
        </p>
      )}
      <p className="text-sm text-slate-700">{t("cancel.seatFreed")}</p>
      {refund && outcome.refundUpiId === null ? (
        <KitField kit={kit} name="refundUpiId" label={t("cancel.upiLabel")} hint={t("cancel.upiHint")}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              placeholder="name@okaxis"
              maxLength={330}
            />
          )}
        </KitField>
      ) : null}
    </>
  );
}
