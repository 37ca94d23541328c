import type { OwnWaitlistEntry } from "@contract/waitlist";
import { useQuery } from "@tanstack/react-query";
import { Clock, ListOrdered } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ownWaitlistQueryOptions, useWaitlistChange } from "@/features/sessions";
import { cn } from "@/lib/cn";
import { failureReason } from "@/lib/form-errors";
import { useFormat } from "@/lib/i18n";
import { useT } from "../i18n";

/**
 * The student's waitlist places on their dashboard (docs/product.md §10.16): each session they wait
 * for, with their place and "Leave"; a seat offered to them from a waitlist says until when it is
 * kept, with "Pay now" to the payment page. Reads its own query (GET /api/waitlist); shows nothing
 * while the student waits for nothing.
 */
export function WaitlistPlaces({ className }: { className?: string }) {
  const t = useT();
  const { data } = useQuery({ ...ownWaitlistQueryOptions(), staleTime: 0 });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-places-heading" className={cn(cardClasses(), className)}>
      <h2
        id="waitlist-places-heading"
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
      >
        <ListOrdered aria-hidden="true" className="size-5 text-brand-600" />
        {t("waitlist.heading")}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {data.map((entry) => (
          <WaitlistPlace key={entry.session.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistPlace({ entry }: { entry: OwnWaitlistEntry }) {
  const t = useT();
  const f = useFormat();
  const { session, offer, place } = entry;
  const { leave } = useWaitlistChange(session.id);
  const when = t("waitlist.when", { date: f.date(session.startsAt), time: f.time(session.startsAt) });
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{session.title}</p>
        <p className="text-sm text-slate-600">{when}</p>
        {offer ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-amber-900">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("waitlist.offer", { time: f.time(offer.expiresAt), date: f.date(offer.expiresAt) })}
          </p>
        ) : (
          <p className="mt-1 text-sm font-medium text-slate-800">{t("waitlist.place", { place })}</p>
        )}
        {leave.error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failureReason(leave.error, leave.error.message)}
          </p>
        ) : null}
      </div>
      {offer ? (
        <Link to={paths.payment.getHref(session.id)} className={buttonClasses({ className: "shrink-0" })}>
          {t("waitlist.payNow")}
          <span className="sr-only">: {session.title}</span>
        </Link>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-disabled={leave.isPending || undefined}
          onClick={() => {
            if (!leave.isPending) leave.mutate();
          }}
        >
          {leave.isPending ? <Spinner /> : null}
          {t("waitlist.leave")}
          <span className="sr-only">: {session.title}</span>
        </Button>
      )}
    </li>
  );
}
