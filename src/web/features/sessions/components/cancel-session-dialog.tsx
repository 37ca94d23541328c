import { CANCEL_REASON_MAX, CANCEL_REASON_MIN, cancelSessionBodySchema } from "@contract/session-changes";
import { useRef } from "react";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { failureReason, serverFieldIssues } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCancelSession } from "../api/change-session";
import { useT } from "../i18n";

const ORDER = ["reason"] as const;

/**
 * Cancel a session (docs/product.md §10.14), for its mentor or an admin: a reason is required, and
 * the dialog says what follows before anything happens: every student is refunded in full (a free
 * session's students have nothing to refund) and emailed the reason. Focus starts on the reason;
 * "Keep the session" is the harmless way out.
 */
export function CancelSessionDialog({
  sessionId,
  title,
  free = false,
  open,
  onClose,
  onChanged,
}: {
  sessionId: string;
  title: string;
  /** A free session (price ₹0): its bookings owe nothing back. */
  free?: boolean;
  open: boolean;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const t = useT();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("changes.cancelTitle")}
      description={title}
      initialFocusRef={reasonRef}
    >
      <CancelSessionForm
        sessionId={sessionId}
        free={free}
        onDone={onClose}
        onChanged={onChanged}
        reasonRef={reasonRef}
      />
    </FormDialog>
  );
}

function CancelSessionForm({
  sessionId,
  free,
  onDone,
  onChanged,
  reasonRef,
}: {
  sessionId: string;
  free: boolean;
  onDone: () => void;
  onChanged?: () => void;
  reasonRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const t = useT();
  const kit = useFormKit(cancelSessionBodySchema, {
    defaultValues: { reason: "" },
    order: ORDER,
    summarizeWith: () => null,
  });
  const cancel = useCancelSession();

  const onSubmit = kit.submit((body) => {
    cancel.mutate(
      { id: sessionId, body },
      {
        onSuccess: () => {
          toast.success(t("changes.cancelled"));
          onChanged?.();
          onDone();
        },
        onError: (error) => {
          const fields = serverFieldIssues(error, ORDER);
          kit.fail(
            Object.keys(fields).length > 0 ? null : failureReason(error, t("changes.cancelFailed")),
            fields,
          );
        },
      },
    );
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      label={t("changes.cancelTitle")}
      intro={
        <p className="text-sm leading-relaxed text-slate-700">
          {t(free ? "changes.cancelTextFree" : "changes.cancelText")}
        </p>
      }
      actions={{
        cancelLabel: t("changes.keep"),
        onCancel: onDone,
        submitLabel: t("changes.confirmCancel"),
        pendingLabel: t("changes.cancelling"),
        pending: cancel.isPending,
        tone: "danger",
      }}
    >
      <KitField
        kit={kit}
        name="reason"
        label={t("changes.reason")}
        required
        hint={t("changes.reasonHint", { min: CANCEL_REASON_MIN, max: CANCEL_REASON_MAX })}
      >
        {(control) => (
          <Textarea {...withFocusRef(control, reasonRef)} rows={4} maxLength={CANCEL_REASON_MAX + 100} />
        )}
      </KitField>
    </DialogForm>
  );
}
