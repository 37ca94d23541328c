import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { cn } from "@/lib/cn";
import { useCommonT } from "@/lib/i18n";
import { buttonClasses } from "./button";

export type DialogProps = {
  open: boolean;
  /** Called whenever the dialog closes: Escape, the X button, or the parent setting `open` false. */
  onClose: () => void;
  /** The dialog's heading, which also names it for assistive technology. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Gets focus when the dialog opens (by default the browser picks the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The widest it gets: "md" for a message, "lg" for a form with fields side by side. */
  size?: "md" | "lg";
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert (Tab
 * stays inside, screen readers see only the dialog) and Escape closes it. Focus goes back to the
 * element that had it when the dialog opened (the button that opened it). At most 90% of the
 * viewport tall: the header stays put and the body scrolls.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  initialFocusRef,
  size = "md",
  className,
  children,
}: DialogProps) {
  const t = useCommonT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocusRef]);

  // Closed while unmounting (a navigation away): put focus back all the same.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) {
        dialog.close();
        openerRef.current?.focus();
      }
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        // The native close event: after Escape, or after the effect above closed the dialog.
        onClose();
        const opener = openerRef.current;
        openerRef.current = null;
        if (opener?.isConnected) opener.focus();
      }}
      className={cn(
        "m-auto w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl",
        "max-h-[90dvh] open:flex open:flex-col backdrop:bg-slate-950/60",
        size === "lg" ? "max-w-2xl" : "max-w-lg",
        className,
      )}
    >
      <div className="flex shrink-0 items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          aria-label={t("dialog.close")}
          onClick={onClose}
          className={buttonClasses({ variant: "ghost", size: "icon", className: "-mt-1 -mr-2" })}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </dialog>
  );
}
