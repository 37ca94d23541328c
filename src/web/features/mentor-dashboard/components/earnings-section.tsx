import { type MentorEarnings, payoutUpiBodySchema } from "@contract/earnings";
import { Download, RotateCw } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { FormAlert, KitField, useFormKit } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { DataTable } from "@/components/ui/table";
import { useFormat } from "@/lib/i18n";
import { translateMessage } from "@/lib/server-message";
import { EARNINGS_CSV_HREF, useMentorEarnings, useSavePayoutUpi } from "../api/earnings";
import { useT } from "../i18n";

/**
 * The mentor's earnings (docs/decisions/021): the balance owed, every IST month's gross, commission
 * and net, money sent to the UPI id and awaiting the bank's confirmation (docs/decisions/025), the
 * payouts received, where payouts go (the payout UPI id), and the months as CSV.
 */
export function EarningsSection() {
  const t = useT();
  const query = useMentorEarnings();
  return (
    <section id="earnings" aria-labelledby="earnings-heading" className={`${cardClasses()} scroll-mt-24`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="earnings-heading" className="text-lg font-bold text-slate-900">
            {t("earnings.heading")}
          </h2>
          {query.data ? (
            <p className="mt-1 text-sm text-slate-600">
              {t("earnings.description", { percent: query.data.commissionPercent })}
            </p>
          ) : null}
        </div>
        <a
          href={EARNINGS_CSV_HREF}
          download
          className="inline-flex h-10 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" />
          {t("earnings.csv")}
        </a>
      </div>
      {query.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          {t("earnings.loading")}
        </div>
      ) : query.isError ? (
        <Alert className="mt-4">
          <p>{t("earnings.loadFailed")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("page.tryAgain")}
          </Button>
        </Alert>
      ) : (
        <EarningsBody earnings={query.data} />
      )}
    </section>
  );
}

function EarningsBody({ earnings }: { earnings: MentorEarnings }) {
  const t = useT();
  const f = useFormat();
  const monthName = f.dateWith({ month: "long", year: "numeric" });
  const monthOf = (month: string) => monthName(`${month}-15T12:00:00+05:30`);
  const figures: [string, number][] = [
    [t("earnings.totals.net"), earnings.totals.net],
    [t("earnings.totals.paidOut"), earnings.totals.paidOut],
    [t("earnings.totals.balance"), earnings.balance],
  ];
  return (
    <div className="mt-5 space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map(([label, amount], i) => (
          <div
            key={label}
            className={`rounded-lg border p-4 ${i === 2 ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
          >
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd
              className="mt-1 text-2xl font-bold text-slate-900"
              data-testid={i === 2 ? "earnings-balance" : undefined}
            >
              {f.rupees(amount)}
            </dd>
          </div>
        ))}
      </dl>

      {earnings.months.length === 0 ? (
        <p className="text-sm text-slate-700">{t("earnings.none")}</p>
      ) : (
        <DataTable
          caption={t("earnings.monthsCaption")}
          showCaption
          rows={earnings.months}
          getRowKey={(m) => m.month}
          minWidthClassName="sm:min-w-xl"
          columns={[
            { key: "month", header: t("earnings.columns.month"), cell: (m) => monthOf(m.month) },
            {
              key: "sessions",
              header: t("earnings.columns.sessions"),
              numeric: true,
              cell: (m) => f.number(m.sessions),
            },
            {
              key: "gross",
              header: t("earnings.columns.gross"),
              numeric: true,
              cell: (m) => f.rupees(m.gross),
            },
            {
              key: "commission",
              header: t("earnings.columns.commission"),
              numeric: true,
              cell: (m) => f.rupees(m.commission),
            },
            {
              key: "net",
              header: t("earnings.columns.net"),
              numeric: true,
              cell: (m) => <span className="font-semibold">{f.rupees(m.net)}</span>,
            },
          ]}
          footer={
            <p className="text-sm text-slate-700">
              {t("earnings.totalsLine", {
                gross: f.rupees(earnings.totals.gross),
                commission: f.rupees(earnings.totals.commission),
                net: f.rupees(earnings.totals.net),
              })}
            </p>
          }
        />
      )}

      <div>
        <h3 className="text-base font-semibold text-slate-900">{t("earnings.payoutsHeading")}</h3>
        {earnings.sentTransfers.length > 0 ? (
          <div className="mt-2 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
            <ul className="space-y-1">
              {earnings.sentTransfers.map((sent) => (
                <li key={sent.id} className="font-semibold text-slate-900" data-testid="earnings-sent">
                  {t("earnings.sent", { amount: f.rupees(sent.amount), date: f.date(sent.sentAt) })}
                </li>
              ))}
            </ul>
            <p className="text-slate-700">{t("earnings.sentNote")}</p>
          </div>
        ) : null}
        {earnings.payouts.length === 0 ? (
          earnings.sentTransfers.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t("earnings.noPayouts")}</p>
          ) : null
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {earnings.payouts.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm"
              >
                <span className="font-semibold text-slate-900">{f.rupees(p.amount)}</span>
                <span className="text-slate-700">{f.date(`${p.paidOn}T12:00:00+05:30`)}</span>
                <span className="font-mono text-slate-700 break-all">
                  {t("earnings.utr", { utr: p.utr })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <PayoutUpiForm current={earnings.payoutUpiId} />
    </div>
  );
}

/** Where payouts are sent: a UPI id, checked like a student's refund UPI id. */
function PayoutUpiForm({ current }: { current: string | null }) {
  const t = useT();
  const save = useSavePayoutUpi();
  const [saved, setSaved] = useState<string | null>(null);
  const kit = useFormKit(payoutUpiBodySchema, { defaultValues: { upiId: current ?? "" }, order: ["upiId"] });
  const send = kit.submit(({ upiId }) => {
    setSaved(null);
    save.mutate(upiId, {
      onSuccess: (answer) => setSaved(translateMessage(answer.message)),
      onError: (error) => kit.failWith(error, (reason) => reason, t("earnings.upi.failed")),
    });
  });
  return (
    <form noValidate onSubmit={send} className="space-y-4" aria-labelledby="payout-upi-heading">
      <h3 id="payout-upi-heading" className="text-base font-semibold text-slate-900">
        {t("earnings.upi.heading")}
      </h3>
      <FormAlert kit={kit} />
      <KitField kit={kit} name="upiId" label={t("earnings.upi.label")} hint={t("earnings.upi.hint")} required>
        {(control) => <Input {...control} autoComplete="off" spellCheck={false} maxLength={330} />}
      </KitField>
      {saved ? (
        <Alert variant="success" key={saved}>
          {saved}
        </Alert>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {t("earnings.upi.save")}
      </Button>
    </form>
  );
}
