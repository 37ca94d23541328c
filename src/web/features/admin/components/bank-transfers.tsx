import {
  type BankTransferView,
  type CancelledTransferView,
  cancelTransferBodySchema,
  type DebitReview,
  STATEMENT_MESSAGES,
  type StatementLineView,
} from "@contract/statements";
import { istDate, istDayStart } from "@contract/time";
import { Download } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmTotalBar, ConfirmTotalDialog, type CountAndTotal } from "@/components/ui/confirm-total";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { DataTable, EmptyRows, type TableColumn } from "@/components/ui/table";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import {
  saveCsv,
  useCancelTransfer,
  useExportTransfers,
  useRecordDebits,
  useTransfers,
} from "../api/transfers";
import { useT } from "../i18n";
import { toastFailure, toastSuccess } from "./content-toast";

/*
 * The debits' side of bank-statement matching (docs/decisions/025): the Payouts tab exports the
 * bank's bulk-payment file and lists the transfers awaiting their UTR, each of which an admin may
 * cancel when the bank rejected it; the Bank statement tab shows the statement's money out against
 * them and records every matched one paid in one action.
 */

function TransferCell({ transfer }: { transfer: BankTransferView }) {
  const t = useT();
  return (
    <>
      <span className="block font-semibold text-slate-900">{transfer.payeeName}</span>
      <span className="block text-xs text-slate-600">
        {t(`transfers.kind.${transfer.kind}`)} · <span className="font-mono">{transfer.reference}</span>
      </span>
      <span className="block font-mono text-xs break-all text-slate-600">{transfer.upiId}</span>
    </>
  );
}

function DebitLineCell({ line }: { line: StatementLineView }) {
  const t = useT();
  const f = useFormat();
  return (
    <span className="block">
      <span className="block text-slate-900">
        {f.date(istDayStart(line.date))} · <span className="font-semibold">₹{line.amount}</span>
      </span>
      <span className="block text-xs break-all text-slate-600">{line.narration}</span>
      {line.utr ? (
        <span className="block font-mono text-xs text-slate-600">
          {t("statements.payment.utr", { utr: line.utr })}
        </span>
      ) : null}
      <span className="block text-xs text-slate-600">
        {t("statements.line.source", { file: line.fileName, row: f.number(line.row) })}
      </span>
    </span>
  );
}

function Section<Row>({
  title,
  note,
  empty,
  columns,
  rows,
  getRowKey,
}: {
  title: string;
  note: string;
  empty: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">
        {t("statements.review.heading", { title, count: f.number(rows.length) })}
      </h3>
      <p className="text-sm text-slate-700">{note}</p>
      {rows.length === 0 ? (
        <EmptyRows>{empty}</EmptyRows>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          minWidthClassName="sm:min-w-2xl"
        />
      )}
    </div>
  );
}

/** The Bank statement tab's money out: matched (to record paid at once), conflicts, unmatched. */
export function DebitsReviewPanel({ debits }: { debits: DebitReview }) {
  const t = useT();
  const f = useFormat();
  const [chosen, setChosen] = useState<CountAndTotal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const none = debits.paidCount === 0;
  return (
    <section aria-labelledby="debits-heading" className="space-y-6">
      <h2 id="debits-heading" className="text-xl font-bold text-slate-900">
        {t("transfers.debits.heading")}
      </h2>
      <ConfirmTotalBar
        summary={
          none
            ? t("transfers.debits.none")
            : t("transfers.debits.ready", {
                count: debits.paidCount,
                number: f.number(debits.paidCount),
                total: f.rupees(debits.paidTotal),
              })
        }
        buttonLabel={t("transfers.debits.button")}
        disabled={none}
        onClick={() => {
          setNotice(null);
          setChosen({ count: debits.paidCount, total: debits.paidTotal });
        }}
        notice={notice}
      />
      <Section
        title={t("transfers.debits.paidTitle")}
        note={t("transfers.debits.paidNote")}
        empty={t("transfers.debits.paidNone")}
        rows={debits.paid}
        getRowKey={(row) => row.transfer.id}
        columns={[
          {
            key: "transfer",
            header: t("transfers.columns.transfer"),
            cell: (row) => <TransferCell transfer={row.transfer} />,
          },
          {
            key: "amount",
            header: t("statements.columns.amount"),
            numeric: true,
            cell: (row) => <span className="font-semibold">{f.rupees(row.transfer.amount)}</span>,
          },
          {
            key: "line",
            header: t("statements.columns.line"),
            cell: (row) => <DebitLineCell line={row.line} />,
          },
        ]}
      />
      <Section
        title={t("transfers.debits.conflictsTitle")}
        note={t("transfers.debits.conflictsNote")}
        empty={t("transfers.debits.conflictsNone")}
        rows={debits.conflicts}
        getRowKey={(row) => row.line.id}
        columns={[
          {
            key: "kind",
            header: t("statements.columns.kind"),
            cell: (row) => t(`transfers.conflict.${row.kind}`),
          },
          {
            key: "transfers",
            header: t("transfers.columns.transfer"),
            cell: (row) =>
              row.transfers.map((transfer) => (
                <span key={transfer.id} className="block">
                  <TransferCell transfer={transfer} /> {f.rupees(transfer.amount)}
                </span>
              )),
          },
          {
            key: "line",
            header: t("statements.columns.line"),
            cell: (row) => <DebitLineCell line={row.line} />,
          },
        ]}
      />
      <Section
        title={t("transfers.debits.unmatchedTitle")}
        note={t("transfers.debits.unmatchedNote")}
        empty={t("transfers.debits.unmatchedNone")}
        rows={debits.unmatchedDebits}
        getRowKey={(line) => line.id}
        columns={[
          {
            key: "line",
            header: t("statements.columns.line"),
            cell: (line) => <DebitLineCell line={line} />,
          },
        ]}
      />
      <RecordDialog confirmed={chosen} onClose={() => setChosen(null)} onChanged={setNotice} />
    </section>
  );
}

/** "Record 2 payouts and refunds, ₹5,499 in all, as paid?": the server refuses (409) if it changed. */
function RecordDialog({
  confirmed,
  onClose,
  onChanged,
}: {
  confirmed: CountAndTotal | null;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const t = useT();
  const f = useFormat();
  const record = useRecordDebits();
  const confirm = (chosen: CountAndTotal) =>
    record.mutate(chosen, {
      onSuccess: (answer) => {
        toastSuccess(
          translateMessage(answer.message, "statement.debitsRecorded", {
            p0: String(answer.recorded),
            p1: String(answer.total),
          }),
        );
        onClose();
      },
      onError: (error) => {
        toastFailure(error, t("transfers.debits.failed"));
        onChanged(failureReason(error, t("transfers.debits.failed")));
        onClose();
      },
    });
  return (
    <ConfirmTotalDialog
      confirmed={confirmed}
      onClose={onClose}
      onConfirm={confirm}
      pending={record.isPending}
      title={t("transfers.debits.title")}
      question={(chosen) =>
        t("transfers.debits.confirm", {
          count: chosen.count,
          number: f.number(chosen.count),
          total: f.rupees(chosen.total),
        })
      }
      what={t("transfers.debits.what")}
      cancelLabel={t("actions.cancel")}
      submitLabel={(chosen) => t("transfers.debits.submit", { count: chosen.count })}
      pendingLabel={t("transfers.debits.recording")}
    />
  );
}

/** The Payouts tab's bulk-payment file and the transfers awaiting their UTR. */
export function TransfersPanel() {
  const t = useT();
  const f = useFormat();
  const transfers = useTransfers();
  const exporting = useExportTransfers();
  const awaiting = transfers.data?.awaiting ?? [];
  const cancelled = transfers.data?.cancelled ?? [];
  const [cancelling, setCancelling] = useState<BankTransferView | null>(null);
  const exportFile = () =>
    exporting.mutate(undefined, {
      onSuccess: (csv) => {
        saveCsv(csv, `bulk-payments-${istDate(new Date())}.csv`);
        toastSuccess(t("transfers.exported"));
      },
      onError: (error) => toastFailure(error, t("transfers.exportFailed")),
    });
  return (
    <section aria-labelledby="transfers-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h3 id="transfers-heading" className="text-lg font-semibold text-slate-900">
            {t("transfers.heading", { count: f.number(awaiting.length) })}
          </h3>
          <p className="text-sm text-slate-700">{t("transfers.note")}</p>
        </div>
        <Button onClick={exportFile} disabled={exporting.isPending} className="w-full sm:w-auto">
          {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          {t("transfers.export")}
        </Button>
      </div>
      {awaiting.length === 0 ? (
        <EmptyRows>{t("transfers.none")}</EmptyRows>
      ) : (
        <DataTable
          caption={t("transfers.caption")}
          rows={awaiting}
          getRowKey={(row) => row.id}
          minWidthClassName="sm:min-w-2xl"
          columns={[
            {
              key: "transfer",
              header: t("transfers.columns.transfer"),
              cell: (row) => <TransferCell transfer={row} />,
            },
            {
              key: "amount",
              header: t("statements.columns.amount"),
              numeric: true,
              cell: (row) => <span className="font-semibold">{f.rupees(row.amount)}</span>,
            },
            {
              key: "sent",
              header: t("transfers.columns.sent"),
              cell: (row) => `${f.date(row.exportedAt)}, ${f.time(row.exportedAt)}`,
            },
            {
              key: "action",
              header: t("transfers.columns.action"),
              cell: (row) => (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setCancelling(row)}
                  aria-label={t("transfers.cancel.label", { reference: row.reference, name: row.payeeName })}
                >
                  {t("transfers.cancel.button")}
                </Button>
              ),
            },
          ]}
        />
      )}
      <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      {cancelled.length > 0 ? <CancelledList cancelled={cancelled} /> : null}
    </section>
  );
}

/**
 * Cancel a transfer the bank rejected (or that was never sent), with the reason: its amount is owed
 * again and goes into the next bulk-payment file; a debit naming it is never recorded.
 */
function CancelTransferDialog({
  transfer,
  onClose,
}: {
  transfer: BankTransferView | null;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog
      open={transfer !== null}
      onClose={onClose}
      title={t("transfers.cancel.title")}
      description={
        transfer
          ? t("transfers.cancel.confirm", {
              amount: f.rupees(transfer.amount),
              name: transfer.payeeName,
              upiId: transfer.upiId,
              reference: transfer.reference,
            })
          : undefined
      }
      initialFocusRef={inputRef}
    >
      {transfer ? (
        <CancelTransferForm key={transfer.id} transfer={transfer} onDone={onClose} inputRef={inputRef} />
      ) : null}
    </FormDialog>
  );
}

function CancelTransferForm({
  transfer,
  onDone,
  inputRef,
}: {
  transfer: BankTransferView;
  onDone: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const f = useFormat();
  const kit = useFormKit(cancelTransferBodySchema, { defaultValues: { reason: "" }, order: ["reason"] });
  const cancelling = useCancelTransfer();
  const submit = kit.submit(({ reason }) => {
    if (cancelling.isPending) return;
    cancelling.mutate(
      { id: transfer.id, reason },
      {
        onSuccess: (answer) => {
          const settled = answer.message === STATEMENT_MESSAGES.refundCancelledSettled;
          const code = settled
            ? undefined
            : transfer.kind === "payout"
              ? "statement.payoutCancelled"
              : "statement.refundCancelled";
          toastSuccess(translateMessage(answer.message, code, { p0: String(answer.transfer.amount) }));
          onDone();
        },
        onError: (error) => kit.failWith(error, (reason) => reason, t("transfers.cancel.failed")),
      },
    );
  });
  return (
    <DialogForm
      kit={kit}
      onSubmit={submit}
      intro={
        <p className="text-sm text-slate-700">
          {transfer.kind === "payout"
            ? t("transfers.cancel.whatPayout", {
                amount: f.rupees(transfer.amount),
                name: transfer.payeeName,
              })
            : t("transfers.cancel.whatRefund", {
                amount: f.rupees(transfer.amount),
                name: transfer.payeeName,
              })}{" "}
          {t("transfers.cancel.never", { reference: transfer.reference })}
        </p>
      }
      actions={{
        cancelLabel: t("transfers.cancel.keep"),
        onCancel: onDone,
        cancelWhilePending: true,
        submitLabel: t("transfers.cancel.submit"),
        pendingLabel: t("transfers.cancel.cancelling"),
        pending: cancelling.isPending,
        tone: "danger",
      }}
    >
      <KitField
        kit={kit}
        name="reason"
        label={t("transfers.cancel.reason")}
        hint={t("transfers.cancel.reasonHint")}
        required
      >
        {(control) => <Input {...withFocusRef(control, inputRef)} autoComplete="off" maxLength={200} />}
      </KitField>
    </DialogForm>
  );
}

/** The latest cancelled transfers: who cancelled each, when and why. */
function CancelledList({ cancelled }: { cancelled: CancelledTransferView[] }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="space-y-3">
      <h4 className="font-semibold text-slate-900">
        {t("transfers.cancelled.heading", { count: f.number(cancelled.length) })}
      </h4>
      <p className="text-sm text-slate-700">{t("transfers.cancelled.note")}</p>
      <DataTable
        caption={t("transfers.cancelled.caption")}
        rows={cancelled}
        getRowKey={(row) => row.id}
        minWidthClassName="sm:min-w-2xl"
        columns={[
          {
            key: "transfer",
            header: t("transfers.columns.transfer"),
            cell: (row) => <TransferCell transfer={row} />,
          },
          {
            key: "amount",
            header: t("statements.columns.amount"),
            numeric: true,
            cell: (row) => f.rupees(row.amount),
          },
          {
            key: "cancelled",
            header: t("transfers.columns.cancelled"),
            cell: (row) => (
              <>
                <span className="block">{`${f.date(row.cancelledAt)}, ${f.time(row.cancelledAt)}`}</span>
                <span className="block text-xs text-slate-600">
                  {t("transfers.cancelled.by", { name: row.cancelledBy })}
                </span>
              </>
            ),
          },
          {
            key: "reason",
            header: t("transfers.columns.reason"),
            cell: (row) => <span className="break-words">{row.cancelReason}</span>,
          },
        ]}
      />
    </div>
  );
}
