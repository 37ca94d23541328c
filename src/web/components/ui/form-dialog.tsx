import type { ReactNode, Ref, RefObject } from "react";
import type { FieldValues } from "react-hook-form";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { Dialog, type DialogProps } from "./dialog";
import { FormAlert, type FormKit, type KitControlProps } from "./form";
import { Spinner } from "./spinner";

/*
 * The frame every form dialog shares (docs/product.md §10.11): a <Dialog> whose form is mounted only
 * while it is open, the form built with the kit (form.tsx) with its alert first, and the actions at
 * the foot: Cancel (or Keep…) and the main action, which says what it is doing while it runs.
 */

/**
 * A dialog holding a form. The form is mounted only while the dialog is open, so each opening
 * starts from the saved values and a closed dialog keeps nothing that was typed.
 */
export function FormDialog(props: DialogProps) {
  return <Dialog {...props}>{props.open ? props.children : null}</Dialog>;
}

/** The main action's colour: the usual one, red for what cannot be undone, green for approving. */
export type ActionTone = "primary" | "danger" | "approve";

const TONES: Record<ActionTone, string | undefined> = {
  primary: undefined,
  danger: "bg-red-700 hover:bg-red-800 active:bg-red-900",
  approve: "bg-green-700 hover:bg-green-800 active:bg-green-900",
};

export type DialogActionsProps = {
  /** Cancel, Keep booking, Close…: closes without doing anything. */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** The dialog's initialFocusRef when the harmless choice should have focus. */
  cancelRef?: Ref<HTMLButtonElement>;
  /** Cancel stays usable while the action runs (by default it is disabled until the answer). */
  cancelWhilePending?: boolean;
  /** The main action's words; without them there is no main action (nothing to do yet). */
  submitLabel?: ReactNode;
  /** Its words while it runs (by default the same words). */
  pendingLabel?: ReactNode;
  /** Without it the main action submits the form it sits in. */
  onSubmit?: () => void;
  /** The action is running: it is disabled and shows a spinner in place of its icon. */
  pending: boolean;
  tone?: ActionTone;
  /** A decorative icon before the action's words. */
  icon?: ReactNode;
  className?: string;
};

/** A dialog's actions: the way out first on a phone's screen bottom, the main action on the right. */
export function DialogActions({
  cancelLabel,
  onCancel,
  cancelRef,
  cancelWhilePending = false,
  submitLabel,
  pendingLabel,
  onSubmit,
  pending,
  tone = "primary",
  icon = null,
  className,
}: DialogActionsProps) {
  return (
    <div className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}>
      <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={!cancelWhilePending && pending}>
        {cancelLabel}
      </Button>
      {submitLabel !== undefined ? (
        <Button
          type={onSubmit ? "button" : "submit"}
          onClick={onSubmit}
          disabled={pending}
          className={TONES[tone]}
        >
          {pending ? <Spinner /> : icon}
          {pending ? (pendingLabel ?? submitLabel) : submitLabel}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The form of a form dialog: checked by the kit (no browser bubbles), its alert first, the fields,
 * then the actions below a rule.
 */
export function DialogForm<Values extends FieldValues, Output>({
  kit,
  onSubmit,
  label,
  intro,
  otherwise,
  actions,
  children,
}: {
  kit: FormKit<Values, Output>;
  /** The kit's submit (`kit.submit(...)`). */
  onSubmit: (event?: { preventDefault: () => void }) => void;
  /** Names the form for assistive technology, when it should be a landmark of its own. */
  label?: string;
  /** Said before the alert: what the dialog is about to do, or the required-fields note. */
  intro?: ReactNode;
  /** Shown where the alert goes while the kit has none (an earlier refusal of the server). */
  otherwise?: ReactNode;
  actions: DialogActionsProps;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-5 p-5 sm:p-6">
      {intro}
      <FormAlert kit={kit} otherwise={otherwise} />
      {children}
      <DialogActions {...actions} className={cn("border-t border-slate-200 pt-5", actions.className)} />
    </form>
  );
}

/**
 * A kit control that also puts its element in `ref`: the dialog's initialFocusRef, for the field
 * that should have focus when the dialog opens.
 */
export function withFocusRef<Element extends HTMLElement>(
  control: KitControlProps,
  ref: RefObject<Element | null>,
): KitControlProps {
  return {
    ...control,
    ref: (element: Element | null) => {
      control.ref(element);
      ref.current = element;
    },
  };
}
