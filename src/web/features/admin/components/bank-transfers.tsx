import type { BankTransferView, DebitReview, StatementLineView } from "@contract/statements";
import { istDate, istDayStart } from "@contract/time";
import { CircleCheck, Download } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/form-dialog";
import { Spinner } from "@/components/ui/spinner";
import { DataTable, EmptyRows, type TableColumn } from "@/components/ui/table";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { saveCsv, useExportTransfers, useRecordDebits, useTransfers } from "../api/transfers";
import { useT } from "../i18n";
import { toastFailure, toastSuccess } from "./content-toast";

/*
 * The debits' side of bank-statement matching (docs/decisions/025): the Payouts tab exports the
 * bank's bulk-payment file and lists the transfers awaiting their UTR; the Bank statement tab shows
 * the statement's money out against them and records every matched one paid in one action.
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
  const [chosen, setChosen] = useState<{ count: number; total: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const none = debits.paidCount === 0;
  return (
    <section aria-labelledby="debits-heading" className="space-y-6">
      <h2 id="debits-heading" className="text-xl font-bold text-slate-900">
        {t("transfers.debits.heading")}
      </h2>
      <div className={cardClasses({ padding: "sm", className: "space-y-3" })}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700 sm:text-base">
            {none
              ? t("transfers.debits.none")
              : t("transfers.debits.ready", {
                  count: debits.paidCount,
                  number: f.number(debits.paidCount),
                  total: f.rupees(debits.paidTotal),
                })}
          </p>
          <Button
            disabled={none}
            onClick={() => {
              setNotice(null);
              setChosen({ count: debits.paidCount, total: debits.paidTotal });
            }}
            className="w-full bg-green-700 hover:bg-green-800 active:bg-green-900 sm:w-auto"
          >
            <CircleCheck aria-hidden="true" className="size-4" />
            {t("transfers.debits.button")}
          </Button>
        </div>
        {notice ? <Alert key={notice}>{notice}</Alert> : null}
      </div>
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
  confirmed: { count: number; total: number } | null;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const t = useT();
  const f = useFormat();
  const record = useRecordDebits();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    if (!confirmed || record.isPending) return;
    record.mutate(confirmed, {
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
  };
  return (
    <Dialog
      open={confirmed !== null}
      onClose={onClose}
      title={t("transfers.debits.title")}
      description={
        confirmed
          ? t("transfers.debits.confirm", {
              count: confirmed.count,
              number: f.number(confirmed.count),
              total: f.rupees(confirmed.total),
            })
          : undefined
      }
      initialFocusRef={cancelRef}
    >
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <p className="text-sm text-slate-700">{t("transfers.debits.what")}</p>
        <DialogActions
          cancelLabel={t("actions.cancel")}
          onCancel={onClose}
          cancelRef={cancelRef}
          submitLabel={t("transfers.debits.submit", { count: confirmed?.count ?? 0 })}
          pendingLabel={t("transfers.debits.recording")}
          onSubmit={confirm}
          pending={record.isPending}
          tone="approve"
        />
      </div>
    </Dialog>
  );
}

/** The Payouts tab's bulk-payment file and the transfers awaiting their UTR. */
export function TransfersPanel() {
  const t = useT();
  const f = useFormat();
  const transfers = useTransfers();
  const exporting = useExportTransfers();
  const awaiting = transfers.data?.awaiting ?? [];
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
          ]}
        />
      )}
    </section>
  );
}
