import { useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/form-dialog";
import { useT } from "../i18n";

/**
 * End Meeting asks first: ending cannot be undone (the session becomes completed and students can no
 * longer join). Focus starts on "Keep it live", the harmless choice.
 */
export function EndMeetingDialog({
  open,
  onClose,
  onConfirm,
  title,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  pending: boolean;
}) {
  const t = useT();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("endDialog.title")}
      description={title}
      initialFocusRef={keepRef}
    >
      <div className="space-y-5 p-5 sm:p-6">
        <p className="text-sm leading-relaxed text-slate-700">{t("endDialog.text")}</p>
        <DialogActions
          cancelLabel={t("endDialog.keep")}
          onCancel={onClose}
          cancelRef={keepRef}
          submitLabel={t("endDialog.confirm")}
          pendingLabel={t("endDialog.ending")}
          onSubmit={onConfirm}
          pending={pending}
          tone="danger"
        />
      </div>
    </Dialog>
  );
}
