import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="ghost" onClick={onClose} disabled={pending}>
            {t("endDialog.keep")}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          >
            {pending ? <Spinner /> : null}
            {pending ? t("endDialog.ending") : t("endDialog.confirm")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
