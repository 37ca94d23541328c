import {
  DECISION_MESSAGES,
  DISAPPROVAL_REASON_CODES,
  type DisapprovalReason,
  type PaymentDetail,
} from "@contract/payments";
import { X } from "lucide-react";
import { useId } from "react";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { fieldError, KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog } from "@/components/ui/form-dialog";
import { FieldError } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "../../i18n";

const REASON_CHOICES = [...DISAPPROVAL_REASON_CODES, "other"] as const;
const disapproveFormSchema = z.object({
  code: z.enum(REASON_CHOICES, { error: DECISION_MESSAGES.reasonRequired }),
  text: z.string(),
});
type DisapproveValues = z.input<typeof disapproveFormSchema>;
/** The free text's rules (the contract's), checked only when "Other" is chosen. */
const otherText = (values: DisapproveValues): Partial<Record<"code" | "text", string>> => {
  if (values.code !== "other") return {};
  const length = values.text.trim().length;
  if (length < 5) return { text: DECISION_MESSAGES.otherTooShort };
  if (length > 300) return { text: DECISION_MESSAGES.otherTooLong };
  return {};
};

/** Disapprove needs a reason: one of the usual ones, or "Other" with a few words. */
export function DisapproveDialog({
  payment,
  open,
  pending,
  failure,
  onClose,
  onSubmit,
}: {
  payment: PaymentDetail;
  open: boolean;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (reason: DisapprovalReason) => void;
}) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("adminPayment.disapproveDialog.title")}
      description={t("adminPayment.disapproveDialog.description", { name: payment.student.name })}
    >
      <DisapproveForm pending={pending} failure={failure} onCancel={onClose} onSubmit={onSubmit} />
    </FormDialog>
  );
}

function DisapproveForm({
  pending,
  failure,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (reason: DisapprovalReason) => void;
}) {
  const t = useT();
  const kit = useFormKit(disapproveFormSchema, {
    defaultValues: { text: "" },
    order: ["code", "text"],
    also: otherText,
  });
  const legendId = useId();
  const code = kit.form.watch("code");
  const codeState = fieldError(kit, "code");
  const submit = kit.submit(({ code, text }) => {
    if (pending) return;
    onSubmit(code === "other" ? { code, text: text.trim() } : { code });
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={submit}
      otherwise={failure ? <Alert key={failure}>{failure}</Alert> : null}
      actions={{
        cancelLabel: t("adminPayment.cancel"),
        onCancel,
        cancelWhilePending: true,
        submitLabel: t("adminPayment.disapprove"),
        pending,
        tone: "danger",
        icon: <X aria-hidden="true" className="size-5" />,
      }}
    >
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={codeState.describedBy}
        aria-invalid={codeState.invalid || undefined}
        className="space-y-2"
      >
        <legend id={legendId} className="text-sm font-semibold text-slate-900">
          {t("adminPayment.disapproveDialog.reason")}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        {REASON_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={choice}
              className="size-4 accent-brand-700"
              {...kit.form.register("code")}
            />
            {t(`adminPayment.reasons.${choice}`)}
          </label>
        ))}
        {codeState.error ? <FieldError>{codeState.error}</FieldError> : null}
      </fieldset>
      {code === "other" ? (
        <KitField kit={kit} name="text" label={t("adminPayment.disapproveDialog.otherText")} required>
          {(control) => <Textarea {...control} rows={3} maxLength={400} />}
        </KitField>
      ) : null}
      <p className="text-sm text-slate-700">{t("adminPayment.disapproveDialog.email")}</p>
    </DialogForm>
  );
}
