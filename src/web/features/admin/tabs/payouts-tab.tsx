import { type AdminPayoutRow, recordPayoutBodySchema } from "@contract/earnings";
import { istDate } from "@contract/time";
import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { KitField, useFormKit } from "@/components/ui/form";
import { DialogForm, FormDialog, withFocusRef } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { PagedTable } from "@/components/ui/table";
import { useFormat } from "@/lib/i18n";
import { payoutsCsvHref, useAdminPayouts, useRecordPayout } from "../api/payouts";
import { isFiltered, TabHeading, TableToolbar, useTableParams } from "../components/admin-table";
import { TransfersPanel } from "../components/bank-transfers";
import { toastSuccess } from "../components/content-toast";
import { useT } from "../i18n";

/**
 * Payouts (docs/decisions/021): every mentor's net earnings, what was paid out and the balance,
 * largest balance first; "Record payout" records money sent over UPI (up to the balance) with its
 * UTR and date, and the mentor is emailed. The CSV has the whole list in the table's order.
 */
export function PayoutsTab() {
  const t = useT();
  const f = useFormat();
  const state = useTableParams();
  const query = useAdminPayouts(state.params);
  const [chosen, setChosen] = useState<AdminPayoutRow | null>(null);

  return (
    <div className="space-y-5">
      <TabHeading
        title={t("payouts.title")}
        description={t("payouts.description")}
        actions={
          <a
            href={payoutsCsvHref(state.params)}
            download
            className="inline-flex h-10 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("payouts.csv")}
          </a>
        }
      />
      <TableToolbar state={state} />
      <PagedTable
        query={query}
        paging={state.paging}
        sort={state.params.sort}
        onSort={state.setSort}
        caption={t("payouts.caption")}
        minWidthClassName="sm:min-w-3xl"
        getRowKey={(row) => row.mentorId}
        texts={{
          label: t("payouts.noun"),
          loading: t("payouts.loading"),
          failed: t("payouts.failed"),
          empty: isFiltered(state.params) ? t("payouts.noMatch") : t("payouts.none"),
        }}
        columns={[
          {
            key: "name",
            header: t("payouts.columns.mentor"),
            sortable: true,
            cell: (row) => (
              <>
                <span className="block font-semibold text-slate-900">{row.name}</span>
                <span className="block text-xs font-normal break-all text-slate-600">{row.email}</span>
              </>
            ),
          },
          {
            key: "upi",
            header: t("payouts.columns.upi"),
            cell: (row) =>
              row.upiId ? (
                <span className="font-mono break-all">{row.upiId}</span>
              ) : (
                <span className="text-amber-800">{t("payouts.noUpi")}</span>
              ),
          },
          {
            key: "net",
            header: t("payouts.columns.net"),
            numeric: true,
            sortable: true,
            cell: (row) => f.rupees(row.net),
          },
          {
            key: "paidOut",
            header: t("payouts.columns.paidOut"),
            numeric: true,
            sortable: true,
            cell: (row) => f.rupees(row.paidOut),
          },
          {
            key: "balance",
            header: t("payouts.columns.balance"),
            numeric: true,
            sortable: true,
            cell: (row) => <span className="font-semibold">{f.rupees(row.balance)}</span>,
          },
          {
            key: "action",
            header: t("payouts.columns.action"),
            cell: (row) =>
              row.balance > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setChosen(row)}
                  aria-label={t("payouts.recordLabel", { name: row.name })}
                >
                  {t("payouts.record")}
                </Button>
              ) : (
                <span className="text-slate-600">{t("payouts.nothingOwed")}</span>
              ),
          },
        ]}
      />
      <p className="text-sm text-slate-600">{t("payouts.howCounted")}</p>
      <RecordPayoutDialog row={chosen} onClose={() => setChosen(null)} />
      <TransfersPanel />
    </div>
  );
}

/** Amount (up to the balance), UTR and date, with the mentor, balance and UPI id stated for a last look. */
function RecordPayoutDialog({ row, onClose }: { row: AdminPayoutRow | null; onClose: () => void }) {
  const t = useT();
  const f = useFormat();
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={t("payouts.dialog.title")}
      description={
        row
          ? row.upiId
            ? t("payouts.dialog.confirm", {
                name: row.name,
                balance: f.rupees(row.balance),
                upiId: row.upiId,
              })
            : t("payouts.dialog.confirmNoUpi", { name: row.name, balance: f.rupees(row.balance) })
          : undefined
      }
      initialFocusRef={inputRef}
    >
      {row ? <RecordPayoutForm key={row.mentorId} row={row} onDone={onClose} inputRef={inputRef} /> : null}
    </FormDialog>
  );
}

function RecordPayoutForm({
  row,
  onDone,
  inputRef,
}: {
  row: AdminPayoutRow;
  onDone: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const f = useFormat();
  const today = istDate(new Date());
  const kit = useFormKit(recordPayoutBodySchema, {
    defaultValues: { amount: String(row.balance), utr: "", paidOn: today },
    order: ["amount", "utr", "paidOn"],
  });
  const record = useRecordPayout();

  const onSubmit = kit.submit((body) => {
    if (record.isPending) return;
    record.mutate(
      { mentorId: row.mentorId, ...body },
      {
        onSuccess: (answer) => {
          toastSuccess(
            t("payouts.dialog.recorded", { amount: f.rupees(answer.payout.amount), name: row.name }),
          );
          onDone();
        },
        onError: (error) => kit.failWith(error, (reason) => reason, t("payouts.dialog.failed")),
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
        submitLabel: t("payouts.dialog.submit"),
        pendingLabel: t("payouts.dialog.saving"),
        pending: record.isPending,
      }}
    >
      <KitField
        kit={kit}
        name="amount"
        label={t("payouts.dialog.amount")}
        hint={t("payouts.dialog.amountHint", { balance: f.rupees(row.balance) })}
        required
      >
        {(control) => <Input {...withFocusRef(control, inputRef)} inputMode="numeric" autoComplete="off" />}
      </KitField>
      <KitField
        kit={kit}
        name="utr"
        label={t("payouts.dialog.utr")}
        hint={t("payouts.dialog.utrHint")}
        required
      >
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={20} />
        )}
      </KitField>
      <KitField
        kit={kit}
        name="paidOn"
        label={t("payouts.dialog.paidOn")}
        hint={t("payouts.dialog.paidOnHint")}
        required
      >
        {(control) => <Input {...control} type="date" max={today} min={row.firstEarning ?? undefined} />}
      </KitField>
    </DialogForm>
  );
}
