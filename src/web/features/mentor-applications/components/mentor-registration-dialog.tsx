import { useRef } from "react";
import { Dialog } from "@/components/ui/dialog";
import { MentorApplicationForm } from "./mentor-application-form";

type MentorRegistrationDialogProps = { open: boolean; onClose: () => void };

/**
 * docs/product.md §2.7 and §4: the Mentor Registration modal, closed by X, Cancel or Escape. The form keeps
 * what was typed while it is closed, so closing it by mistake loses nothing.
 */
export function MentorRegistrationDialog({ open, onClose }: MentorRegistrationDialogProps) {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mentor Registration"
      description="Open to recent good scorers in IIT-JEE or NEET. We reply by email within 7 working days."
      initialFocusRef={firstFieldRef}
      size="lg"
    >
      <MentorApplicationForm onCancel={onClose} firstFieldRef={firstFieldRef} />
    </Dialog>
  );
}
