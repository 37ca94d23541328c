import { useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useT } from "../i18n";
import { MentorApplicationForm } from "./mentor-application-form";

type MentorRegistrationDialogProps = { open: boolean; onClose: () => void };

/**
 * docs/product.md §2.7 and §4: the Mentor Registration modal, closed by X, Cancel or Escape. The form keeps
 * what was typed while it is closed, so closing it by mistake loses nothing.
 */
export function MentorRegistrationDialog({ open, onClose }: MentorRegistrationDialogProps) {
  const t = useT();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("dialog.title")}
      description={t("dialog.description")}
      initialFocusRef={firstFieldRef}
      size="lg"
    >
      <MentorApplicationForm onCancel={onClose} firstFieldRef={firstFieldRef} />
    </Dialog>
  );
}
