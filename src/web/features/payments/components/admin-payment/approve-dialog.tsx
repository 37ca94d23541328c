import type { PaymentDetail } from "@contract/payments";
import { Check } from "lucide-react";
import { useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/form-dialog";
import { useFormat } from "@/lib/i18n";
import { useT } from "../../i18n";

/** "Approve ₹499 from Asha Verma for …?": the decision stated before it is made. */
export function ApproveDialog({
  payment,
  open,
  next,
  pending,
  failure,
  onClose,
  onConfirm,
}: {
  payment: PaymentDetail;
  open: boolean;
  next: boolean;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("adminPayment.approveDialog.title")}
      description={t("adminPayment.approveDialog.description", {
        amount: f.rupees(payment.amount),
        name: payment.student.name,
        title: payment.session.title,
      })}
      initialFocusRef={cancelRef}
    >
      <div className="space-y-5 p-5 sm:p-6">
        {failure ? <Alert key={failure}>{failure}</Alert> : null}
        <p className="text-sm text-slate-700">
          {next ? t("adminPayment.approveDialog.thenNext") : t("adminPayment.approveDialog.email")}
        </p>
        <DialogActions
          cancelLabel={t("adminPayment.cancel")}
          onCancel={onClose}
          cancelRef={cancelRef}
          cancelWhilePending
          submitLabel={next ? t("adminPayment.approveNext") : t("adminPayment.approve")}
          onSubmit={onConfirm}
          pending={pending}
          tone="approve"
          icon={<Check aria-hidden="true" className="size-5" />}
        />
      </div>
    </Dialog>
  );
}
