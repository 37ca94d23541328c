import { CircleCheck } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { cardClasses } from "./card";
import { Dialog } from "./dialog";
import { type ActionTone, DialogActions } from "./form-dialog";

/*
 * One action on many sums of money at once (approving every matched payment, recording every payout
 * and refund a statement shows paid): a bar that says how many and how much with the button, and a
 * dialog that asks to confirm exactly that count and total. What is confirmed is what is sent, and
 * the server refuses (409) if it no longer holds; the bar then shows why.
 */

/** How many, and how much in whole rupees. */
export interface CountAndTotal {
  count: number;
  total: number;
}

/** "2 matched payments ready to approve, ₹998 in all." and the button that asks to confirm it. */
export function ConfirmTotalBar({
  summary,
  buttonLabel,
  disabled,
  onClick,
  notice,
}: {
  summary: ReactNode;
  buttonLabel: ReactNode;
  disabled: boolean;
  onClick: () => void;
  /** The server's refusal of the last try, shown under the bar. */
  notice: string | null;
}) {
  return (
    <div className={cardClasses({ padding: "sm", className: "space-y-3" })}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 sm:text-base">{summary}</p>
        <Button
          disabled={disabled}
          onClick={onClick}
          className="w-full bg-green-700 hover:bg-green-800 active:bg-green-900 sm:w-auto"
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {buttonLabel}
        </Button>
      </div>
      {notice ? <Alert key={notice}>{notice}</Alert> : null}
    </div>
  );
}

/**
 * "Approve 2 matched payments, ₹998 in all?": open while `confirmed` is set; the harmless choice has
 * focus. The texts are the caller's, for the count and total being confirmed.
 */
export function ConfirmTotalDialog({
  confirmed,
  onClose,
  onConfirm,
  pending,
  title,
  question,
  what,
  cancelLabel,
  submitLabel,
  pendingLabel,
  tone = "approve",
}: {
  confirmed: CountAndTotal | null;
  onClose: () => void;
  onConfirm: (confirmed: CountAndTotal) => void;
  pending: boolean;
  title: ReactNode;
  /** The question, naming how many and how much. */
  question: (confirmed: CountAndTotal) => ReactNode;
  /** What the action does to each, said under the question. */
  what: ReactNode;
  cancelLabel: ReactNode;
  submitLabel: (confirmed: CountAndTotal) => ReactNode;
  pendingLabel: ReactNode;
  tone?: ActionTone;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={confirmed !== null}
      onClose={onClose}
      title={title}
      description={confirmed ? question(confirmed) : undefined}
      initialFocusRef={cancelRef}
    >
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <p className="text-sm text-slate-700">{what}</p>
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          cancelRef={cancelRef}
          submitLabel={submitLabel(confirmed ?? { count: 0, total: 0 })}
          pendingLabel={pendingLabel}
          onSubmit={() => {
            if (confirmed && !pending) onConfirm(confirmed);
          }}
          pending={pending}
          tone={tone}
        />
      </div>
    </Dialog>
  );
}
