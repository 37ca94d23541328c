import { DECISION_MESSAGES, type PaymentDetail } from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import { Check, ChevronsRight, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { paymentQueryKey } from "@/lib/query-keys";
import { translateMessage } from "@/lib/server-message";
import { toast } from "@/lib/toast";
import {
  type DecisionAnswer,
  type DecisionRequest,
  nextPendingPayment,
  useDecidePayment,
} from "../../api/decide-payment";
import { useT } from "../../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../../messages";
import { ApproveDialog } from "./approve-dialog";
import { DisapproveDialog } from "./disapprove-dialog";
import { formatInstant, isFreeBooking, paymentsHref } from "./shared";

/**
 * Approve and Disapprove, as far as the payment can still be decided: a refund-due, refunded or
 * forfeited payment (its booking was given up) cannot be, and says so instead; a refunded one says
 * when and with which UTR.
 */
export function DecisionButtons({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const f = useFormat();
  if (payment.status === "refunded") {
    return (
      <Alert variant="info" className="p-5 sm:p-6">
        {payment.refundedAt && payment.refundUtr
          ? t("adminPayment.refunded", {
              date: formatInstant(t, f, payment.refundedAt),
              utr: payment.refundUtr,
            })
          : translateMessage(DECISION_MESSAGES.refunded)}
      </Alert>
    );
  }
  const closed =
    payment.amount === 0 && (payment.status === "refund_due" || payment.status === "forfeited")
      ? DECISION_MESSAGES.freeCancelled
      : payment.status === "refund_due"
        ? DECISION_MESSAGES.refundDue
        : payment.status === "forfeited"
          ? DECISION_MESSAGES.forfeited
          : isFreeBooking(payment)
            ? DECISION_MESSAGES.free
            : null;
  if (closed) {
    return (
      <Alert variant="info" className="p-5 sm:p-6">
        {translateMessage(closed)}
      </Alert>
    );
  }
  return <Decide payment={payment} />;
}

/** What the admin is about to do: approve (and perhaps go on to the next pending one) or disapprove. */
type Asked = { decision: "paid"; next: boolean } | { decision: "failed" } | null;

function Decide({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const decide = useDecidePayment();
  const [asked, setAsked] = useState<Asked>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toastMarked = (answer: DecisionAnswer) => {
    const marked = PAYMENT_PAGE_MESSAGES.marked(answer.status);
    const message = answer.message || marked;
    // Success answers carry no code: the one message the server answers here is found by its words.
    const status =
      answer.status === "paid"
        ? t("adminPayment.markedAs.paid")
        : answer.status === "failed"
          ? t("adminPayment.markedAs.failed")
          : answer.status;
    toast.success(
      message === marked
        ? translateMessage(message, "payment.marked", { p0: status })
        : translateMessage(message),
    );
  };

  /** After a decision: the next payment awaiting verification, or the payments list. */
  const goOn = async (next: boolean) => {
    if (!next) {
      void navigate(paymentsHref());
      return;
    }
    try {
      const id = await nextPendingPayment(payment.id);
      if (id) {
        void navigate(paths.adminPayment.getHref(id));
        return;
      }
      toast.info(t("adminPayment.noneLeft"));
    } catch {
      toast.error(t("adminPayment.nextFailed"));
    }
    void navigate(`${paymentsHref()}&status=created`);
  };

  const submit = (request: DecisionRequest, next: boolean) => {
    setFailure(null);
    decide.mutate(request, {
      onSuccess: (answer) => {
        toastMarked(answer);
        setAsked(null);
        void goOn(next);
      },
      onError: (error) => {
        const reason = failureReason(error, t("adminPayment.decisionFailed"));
        // A conflict (the session was cancelled meanwhile, the seat was taken): close, say so, and show
        // the payment as it is now, which may take the buttons away.
        if (isApiError(error) && error.status === 409) {
          toast.error(reason);
          setAsked(null);
          void queryClient.invalidateQueries({ queryKey: paymentQueryKey(payment.id) });
          return;
        }
        setFailure(reason);
      },
    });
  };

  const close = () => {
    if (decide.isPending) return;
    setFailure(null);
    setAsked(null);
  };
  const note =
    payment.status === "paid"
      ? t("adminPayment.note.paid")
      : payment.status === "failed"
        ? t("adminPayment.note.failed")
        : t("adminPayment.note.pending");
  const approved = payment.status === "paid";

  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <p className="text-sm text-slate-700">{note}</p>
      <div className="flex flex-col flex-wrap gap-3 min-[400px]:flex-row">
        <Button
          size="lg"
          className="bg-green-700 hover:bg-green-800 active:bg-green-900"
          disabled={approved}
          onClick={() => setAsked({ decision: "paid", next: false })}
        >
          <Check aria-hidden="true" className="size-5" />
          {t("adminPayment.approve")}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="border-green-700 text-green-800 hover:bg-green-50 active:bg-green-100"
          disabled={approved}
          onClick={() => setAsked({ decision: "paid", next: true })}
        >
          <ChevronsRight aria-hidden="true" className="size-5" />
          {t("adminPayment.approveNext")}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="border-red-700 text-red-700 hover:bg-red-50 active:bg-red-100"
          disabled={payment.status === "failed"}
          onClick={() => setAsked({ decision: "failed" })}
        >
          <X aria-hidden="true" className="size-5" />
          {t("adminPayment.disapprove")}
        </Button>
      </div>
      <ApproveDialog
        payment={payment}
        open={asked?.decision === "paid"}
        next={asked?.decision === "paid" && asked.next}
        pending={decide.isPending}
        failure={failure}
        onClose={close}
        onConfirm={() =>
          submit({ paymentId: payment.id, status: "paid" }, asked?.decision === "paid" && asked.next)
        }
      />
      <DisapproveDialog
        payment={payment}
        open={asked?.decision === "failed"}
        pending={decide.isPending}
        failure={failure}
        onClose={close}
        onSubmit={(reason) => submit({ paymentId: payment.id, status: "failed", reason }, false)}
      />
    </div>
  );
}
