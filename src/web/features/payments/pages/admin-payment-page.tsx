import {
  DECISION_MESSAGES,
  DISAPPROVAL_REASON_CODES,
  type DisapprovalReason,
  isDisapprovalReasonCode,
  type PaymentDetail,
  paymentDetailSchema,
} from "@contract/payments";
import { useQueryClient } from "@tanstack/react-query";
import {
  ArrowLeft,
  Check,
  ChevronsRight,
  ExternalLink,
  ImageOff,
  RotateCw,
  TriangleAlert,
  X,
} from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { PaymentStatusBadge } from "@/components/payment-status-badge";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert, fieldError, KitField, useFormKit } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { PageTitle } from "@/components/ui/page-title";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { type Formatters, useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import {
  type DecisionAnswer,
  type DecisionRequest,
  nextPendingPayment,
  useDecidePayment,
} from "../api/decide-payment";
import { paymentQueryKey, usePayment } from "../api/get-payment";
import { useT } from "../i18n";
import { PAYMENT_PAGE_MESSAGES } from "../messages";

const container = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
const paymentsHref = () => paths.adminDashboard.getHref("payments");

/**
 * The navigation state the payments table may pass (docs/product.md §2.14): `{ payment }`. Optional: the page
 * always loads the payment from the server and shows the state only until the answer arrives.
 */
export type AdminPaymentState = { payment: PaymentDetail };

function paymentFromState(state: unknown): PaymentDetail | undefined {
  if (typeof state !== "object" || state === null || !("payment" in state)) return undefined;
  const parsed = paymentDetailSchema.safeParse(state.payment);
  return parsed.success ? parsed.data : undefined;
}

function BackToPayments() {
  const t = useT();
  return (
    <div className={`${container} pt-6`}>
      <Link
        to={paymentsHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("adminPayment.back")}
      </Link>
    </div>
  );
}

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-base break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A free session's booking (docs/product.md §2.11): confirmed by the product when it was made, with no
 * proof and no admin. (A ₹0 payment still awaiting an admin is one sent with a proof before that.)
 */
const isFreeBooking = (payment: PaymentDetail) => payment.amount === 0 && payment.status !== "created";

/** The proof as an admin-only image; it opens full size in a new tab. */
function ProofImage({ payment, className }: { payment: PaymentDetail; className?: string }) {
  const t = useT();
  const [broken, setBroken] = useState(false);
  if (isFreeBooking(payment)) {
    return (
      <section aria-labelledby="proof-heading" className={cardClasses({ className })}>
        <h2 id="proof-heading" className="text-lg font-bold text-slate-900">
          {t("adminPayment.proof.heading")}
        </h2>
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          {t("adminPayment.proof.none")}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="proof-heading" className={cardClasses({ className })}>
      <h2 id="proof-heading" className="text-lg font-bold text-slate-900">
        {t("adminPayment.proof.heading")}
      </h2>
      {broken ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("adminPayment.proof.broken")}
        </p>
      ) : (
        <a
          href={payment.proofUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group mt-4 block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={payment.proofUrl}
            alt={t("adminPayment.proof.alt", { name: payment.student.name })}
            onError={() => setBroken(true)}
            className="max-h-[32rem] w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
          />
          <span className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:underline">
            {t("adminPayment.proof.openFull")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("adminPayment.proof.newTab")}</span>
          </span>
        </a>
      )}
    </section>
  );
}

/** "1 Dec 2026, 6:00 pm IST". */
function formatInstant(t: ReturnType<typeof useT>, f: Formatters, instant: string): string {
  return t("adminPayment.instant", { date: f.date(instant), time: f.time(instant) });
}

function PaymentDetails({ payment }: { payment: PaymentDetail }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="payment-heading" className={cardClasses()}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-heading" className="text-lg font-bold text-slate-900">
          {t("adminPayment.details.heading")}
        </h2>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <dl className="mt-5 grid gap-5 sm:grid-cols-2">
        <Detail term={t("adminPayment.details.student")}>{payment.student.name}</Detail>
        <Detail term={t("adminPayment.details.email")}>
          <a
            href={`mailto:${payment.student.email}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.student.email}
          </a>
        </Detail>
        <Detail term={t("adminPayment.details.session")} className="sm:col-span-2">
          <Link
            to={paths.sessionDetails.getHref(payment.session.id)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {payment.session.title}
          </Link>
        </Detail>
        <Detail term={t("page.amount")}>
          <span className="text-xl font-bold">{f.rupees(payment.amount)}</span>
        </Detail>
        <Detail term={t("upi.reference")}>
          <span className="font-mono font-semibold">{payment.reference}</span>
        </Detail>
        <Detail term={t("adminPayment.details.submitted")}>
          <time dateTime={payment.createdAt}>{formatInstant(t, f, payment.createdAt)}</time>
        </Detail>
        <Detail term={t("adminPayment.details.decided")}>
          {payment.decidedAt ? (
            <time dateTime={payment.decidedAt}>{formatInstant(t, f, payment.decidedAt)}</time>
          ) : (
            t("adminPayment.details.notYet")
          )}
        </Detail>
        {payment.disapproval ? <Disapproval disapproval={payment.disapproval} /> : null}
        <Detail term={t("form.utr")} className="sm:col-span-2">
          {payment.utr ? (
            <span className="font-mono font-semibold">{payment.utr}</span>
          ) : (
            t("adminPayment.details.notGiven")
          )}
          {payment.utrUsedElsewhere ? (
            <span className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Trans t={t} i18nKey="adminPayment.details.duplicate" components={{ strong: <strong /> }} />
              </span>
            </span>
          ) : null}
        </Detail>
      </dl>
    </section>
  );
}

/** "Disapproved: The amount does not match", and which admin decided when (docs/decisions/015). */
function Disapproval({ disapproval }: { disapproval: NonNullable<PaymentDetail["disapproval"]> }) {
  const t = useT();
  const f = useFormat();
  const reason = isDisapprovalReasonCode(disapproval.reason)
    ? t(`adminPayment.reasons.${disapproval.reason}`)
    : t("adminPayment.disapproved.quoted", { text: disapproval.reason });
  const when = formatInstant(t, f, disapproval.at);
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900 sm:col-span-2">
      <p className="font-semibold">{t("adminPayment.disapproved.reason", { reason })}</p>
      <p className="mt-1 text-sm">
        {disapproval.by
          ? t("adminPayment.disapproved.byWhen", { name: disapproval.by, when })
          : t("adminPayment.disapproved.when", { when })}
      </p>
    </div>
  );
}

/**
 * Approve and Disapprove, as far as the payment can still be decided: a refund-due, refunded or
 * forfeited payment (its booking was given up) cannot be, and says so instead; a refunded one says
 * when and with which UTR.
 */
function DecisionButtons({ payment }: { payment: PaymentDetail }) {
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
      <Dialog
        open={asked?.decision === "failed"}
        onClose={close}
        title={t("adminPayment.disapproveDialog.title")}
        description={t("adminPayment.disapproveDialog.description", { name: payment.student.name })}
      >
        {asked?.decision === "failed" ? (
          <DisapproveForm
            pending={decide.isPending}
            failure={failure}
            onCancel={close}
            onSubmit={(reason) => submit({ paymentId: payment.id, status: "failed", reason }, false)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** "Approve ₹499 from Asha Verma for …?": the decision stated before it is made. */
function ApproveDialog({
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="ghost" onClick={onClose}>
            {t("adminPayment.cancel")}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            className="bg-green-700 hover:bg-green-800 active:bg-green-900"
          >
            {pending ? <Spinner /> : <Check aria-hidden="true" className="size-5" />}
            {next ? t("adminPayment.approveNext") : t("adminPayment.approve")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const REASON_CHOICES = [...DISAPPROVAL_REASON_CODES, "other"] as const;
const disapproveFormSchema = z.object({
  code: z.enum(REASON_CHOICES, { error: DECISION_MESSAGES.reasonRequired }),
  text: z.string(),
});
type DisapproveValues = z.input<typeof disapproveFormSchema>;
/** The free text's rules (the contract's), checked only when "Other" is chosen. */
const otherText = (values: DisapproveValues): Partial<Record<"code" | "text", string>> => {
  if (values.code !== "other") return {};
  const length = values.text.trim().length;
  if (length < 5) return { text: DECISION_MESSAGES.otherTooShort };
  if (length > 300) return { text: DECISION_MESSAGES.otherTooLong };
  return {};
};

/** Disapprove needs a reason: one of the usual ones, or "Other" with a few words. */
function DisapproveForm({
  pending,
  failure,
  onCancel,
  onSubmit,
}: {
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (reason: DisapprovalReason) => void;
}) {
  const t = useT();
  const kit = useFormKit(disapproveFormSchema, {
    defaultValues: { text: "" },
    order: ["code", "text"],
    also: otherText,
  });
  const legendId = useId();
  const code = kit.form.watch("code");
  const codeState = fieldError(kit, "code");
  const submit = kit.submit(({ code, text }) => {
    if (pending) return;
    onSubmit(code === "other" ? { code, text: text.trim() } : { code });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5 p-5 sm:p-6">
      <FormAlert kit={kit} otherwise={failure ? <Alert key={failure}>{failure}</Alert> : null} />
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={codeState.describedBy}
        aria-invalid={codeState.invalid || undefined}
        className="space-y-2"
      >
        <legend id={legendId} className="text-sm font-semibold text-slate-900">
          {t("adminPayment.disapproveDialog.reason")}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        {REASON_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={choice}
              className="size-4 accent-brand-700"
              {...kit.form.register("code")}
            />
            {t(`adminPayment.reasons.${choice}`)}
          </label>
        ))}
        {codeState.error ? <FieldError>{codeState.error}</FieldError> : null}
      </fieldset>
      {code === "other" ? (
        <KitField kit={kit} name="text" label={t("adminPayment.disapproveDialog.otherText")} required>
          {(control) => <Textarea {...control} rows={3} maxLength={400} />}
        </KitField>
      ) : null}
      <p className="text-sm text-slate-700">{t("adminPayment.disapproveDialog.email")}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t("adminPayment.cancel")}
        </Button>
        <Button type="submit" disabled={pending} className="bg-red-700 hover:bg-red-800 active:bg-red-900">
          {pending ? <Spinner /> : <X aria-hidden="true" className="size-5" />}
          {t("adminPayment.disapprove")}
        </Button>
      </div>
    </form>
  );
}

/**
 * docs/product.md §2.17: an admin checks one payment (who, what, how much, the UTR and the proof) and approves
 * or disapproves it, then goes back to the payments tab. Loaded from the server by id, so a link to
 * it works on its own (docs/product.md §10.1); the server decides what approving may do.
 */
export function AdminPaymentPage() {
  const t = useT();
  const { id = "" } = useParams();
  const location = useLocation();
  const {
    data: payment,
    error,
    isPending,
    refetch,
    isFetching,
  } = usePayment(id, paymentFromState(location.state));

  if (isPending) {
    return (
      <>
        <BackToPayments />
        <PageTitle title={t("adminPayment.title")} />
        <div role="status" className={`${container} flex items-center gap-2 pb-16 text-slate-700`}>
          <Spinner />
          {t("adminPayment.loading")}
        </div>
      </>
    );
  }

  if (!payment) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <>
        <BackToPayments />
        <PageTitle title={t("adminPayment.title")} />
        <div className={`${container} pb-16`}>
          <Alert className="max-w-2xl">
            <p>
              {missing
                ? translateMessage(PAYMENT_PAGE_MESSAGES.notFound)
                : failureReason(error, t("adminPayment.loadFailed"))}
            </p>
            {missing ? (
              <Link
                to={paymentsHref()}
                className={buttonClasses({ variant: "outline", size: "sm", className: "mt-2" })}
              >
                {t("adminPayment.goToPayments")}
              </Link>
            ) : (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t("page.tryAgain")}
              </Button>
            )}
          </Alert>
        </div>
      </>
    );
  }

  return (
    <>
      <BackToPayments />
      <PageTitle title={t("adminPayment.title")} description={t("adminPayment.description")} />
      {/* On a phone the proof comes before the buttons: it is what the decision rests on. */}
      <div className={`${container} grid gap-6 pb-16 lg:grid-cols-2 lg:items-start`}>
        <PaymentDetails payment={payment} />
        <ProofImage payment={payment} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        <DecisionButtons payment={payment} />
      </div>
    </>
  );
}
