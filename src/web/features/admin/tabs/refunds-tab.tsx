import { DEFAULT_PAGE_SIZE } from "@contract/admin";
import { type AdminRefund, refundBodySchema } from "@contract/refunds";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PagedTable, type Paging } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { serverFieldIssues } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { useAdminRefunds, useMarkRefunded } from "../api/refunds";
import { linkClass, TabHeading } from "../components/admin-table";
import { adminMessage, toastFailure, toastSuccess } from "../components/content-toast";
import { useT } from "../i18n";

/**
 * docs/product.md §10.15 Refunds: the payments owed back, oldest first, with who, how much, where the
 * money goes (the student's refund UPI id) and why; "Mark refunded" records the refund's UTR.
 */
export function RefundsTab() {
  const t = useT();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const paging: Paging = { page, pageSize, setPage, setPageSize };
  const query = useAdminRefunds({ page, pageSize });
  const [chosen, setChosen] = useState<AdminRefund | null>(null);

  const why = (refund: AdminRefund) =>
    refund.why === "sessionCancelled"
      ? refund.cancelReason
        ? t("refunds.why.sessionCancelledBecause", { reason: refund.cancelReason })
        : t("refunds.why.sessionCancelled")
      : refund.why === "afterReschedule"
        ? t("refunds.why.afterReschedule")
        : t("refunds.why.studentCancelled");

  return (
    <div className="space-y-5">
      <TabHeading title={t("refunds.title")} description={t("refunds.description")} />
      <PagedTable
        query={query}
        paging={paging}
        caption={t("refunds.caption")}
        minWidthClassName="sm:min-w-4xl"
        getRowKey={(refund) => refund.paymentId}
        texts={{
          label: t("refunds.noun"),
          loading: t("refunds.loading"),
          failed: t("refunds.failed"),
          empty: t("refunds.none"),
        }}
        columns={[
          {
            key: "student",
            header: t("refunds.columns.student"),
            cell: (refund) => (
              <>
                <span className="block font-semibold text-slate-900">{refund.student.name}</span>
                <span className="block text-xs font-normal break-all text-slate-600">
                  {refund.student.email}
                </span>
                <Link
                  to={paths.adminPayment.getHref(refund.paymentId)}
                  className={`${linkClass} text-xs`}
                  aria-label={t("refunds.paymentLabel", { name: refund.student.name })}
                >
                  {t("refunds.payment")}
                </Link>
              </>
            ),
          },
          {
            key: "amount",
            header: t("refunds.columns.amount"),
            numeric: true,
            cell: (refund) => <span className="font-semibold">{f.rupees(refund.amount)}</span>,
          },
          {
            key: "upi",
            header: t("refunds.columns.upi"),
            cell: (refund) =>
              refund.student.refundUpiId ? (
                <span className="font-mono break-all">{refund.student.refundUpiId}</span>
              ) : (
                <span className="text-amber-800">{t("refunds.noUpi")}</span>
              ),
          },
          {
            key: "why",
            header: t("refunds.columns.why"),
            cell: (refund) => (
              <span>
                <span className="block">{why(refund)}</span>
                <span className="block text-xs text-slate-600">{refund.session.title}</span>
                <span className="block text-xs text-slate-600">
                  {refund.wasVerified ? t("refunds.verified") : t("refunds.notVerified")}
                </span>
              </span>
            ),
          },
          {
            key: "due",
            header: t("refunds.columns.due"),
            className: "sm:whitespace-nowrap",
            cell: (refund) => `${f.date(refund.refundDueAt)}, ${f.time(refund.refundDueAt)}`,
          },
          {
            key: "action",
            header: t("refunds.columns.action"),
            cell: (refund) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setChosen(refund)}
                aria-label={t("refunds.markLabel", {
                  name: refund.student.name,
                  amount: f.rupees(refund.amount),
                })}
              >
                {t("refunds.mark")}
              </Button>
            ),
          },
        ]}
      />
      <MarkRefundedDialog refund={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}

/** The refund's 12-digit UTR, with the amount and the UPI id it went to stated for a last look. */
function MarkRefundedDialog({ refund, onClose }: { refund: AdminRefund | null; onClose: () => void }) {
  const t = useT();
  const f = useFormat();
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog
      open={refund !== null}
      onClose={onClose}
      title={t("refunds.dialog.title")}
      description={
        refund
          ? refund.student.refundUpiId
            ? t("refunds.dialog.confirm", {
                amount: f.rupees(refund.amount),
                name: refund.student.name,
                upiId: refund.student.refundUpiId,
              })
            : t("refunds.dialog.confirmNoUpi", { amount: f.rupees(refund.amount), name: refund.student.name })
          : undefined
      }
      initialFocusRef={inputRef}
    >
      {refund ? (
        <MarkRefundedForm key={refund.paymentId} refund={refund} onDone={onClose} inputRef={inputRef} />
      ) : null}
    </FormDialog>
  );
}

function MarkRefundedForm({
  refund,
  onDone,
  inputRef,
}: {
  refund: AdminRefund;
  onDone: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const kit = useFormKit(refundBodySchema, { defaultValues: { utr: "" }, order: ["utr"] });
  const mark = useMarkRefunded();

  const onSubmit = kit.submit(({ utr }) => {
    if (mark.isPending) return;
    mark.mutate(
      { paymentId: refund.paymentId, utr },
      {
        onSuccess: (answer) => {
          toastSuccess(adminMessage(answer.message));
          onDone();
        },
        onError: (error) => {
          // 409: refunded meanwhile (another UTR) or no longer due: say so and close; the list refreshes.
          // A UTR already recorded for another refund is the admin's to correct: it stays on the field.
          if (isApiError(error) && error.status === 409 && !hasFieldIssues(error)) {
            toastFailure(error, t("refunds.dialog.failed"));
            onDone();
            return;
          }
          kit.failWith(error, (reason) => reason, t("refunds.dialog.failed"));
        },
      },
    );
  });

  return (
    <DialogForm
      kit={kit}
      onSubmit={onSubmit}
      actions={{
        cancelLabel: t("actions.cancel"),
        onCancel: onDone,
        cancelWhilePending: true,
        submitLabel: t("refunds.dialog.submit"),
        pendingLabel: t("refunds.dialog.saving"),
        pending: mark.isPending,
      }}
    >
      <KitField
        kit={kit}
        name="utr"
        label={t("refunds.dialog.utr")}
        hint={t("refunds.dialog.utrHint")}
        required
      >
        {(control) => (
          <Input
            {...withFocusRef(control, inputRef)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
          />
        )}
      </KitField>
    </DialogForm>
  );
}

/** Whether a failed answer names a field (the UTR already recorded elsewhere), not the payment. */
function hasFieldIssues(error: unknown): boolean {
  return Object.keys(serverFieldIssues(error, ["utr"])).length > 0;
}
