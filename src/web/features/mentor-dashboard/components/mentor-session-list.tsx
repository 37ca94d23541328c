import { DASHBOARD_PAGE_SIZES } from "@contract/dashboards";
import { CalendarPlus, MessageSquareText, Ticket, Users } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { SessionCard } from "@/components/session-card/session-card";
import { buttonClasses } from "@/components/ui/button";
import { type Paging, TablePager } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { MentorDashboardData } from "../api/get-mentor-dashboard";
import { useT } from "../i18n";
import { MeetingActions } from "./meeting-actions";
import { SessionChangeActions } from "./session-change-actions";
import { useServerNow } from "./use-server-now";

/**
 * docs/product.md §2.13's 'All Posted Sessions': each session's card (the same card students see) with its
 * bookings, seats and feedback count, and the meeting buttons. The server orders them (live first,
 * then upcoming soonest first, then completed latest first) and pages them (docs/product.md §10.11):
 * the pager under the cards, the heading taking focus when another page comes.
 */
export function MentorSessionList({
  dashboard,
  paging,
  loading = false,
}: {
  dashboard: MentorDashboardData;
  paging: Paging;
  /** Another page is on its way: the cards shown are the previous page's. */
  loading?: boolean;
}) {
  const t = useT();
  const serverNow = useServerNow(dashboard.now, dashboard.receivedAt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(dashboard.page);
  useEffect(() => {
    if (shownPage.current === dashboard.page) return;
    shownPage.current = dashboard.page;
    // A new page of cards: start reading it from the top.
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [dashboard.page]);

  return (
    <section aria-labelledby="posted-sessions-heading" className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="posted-sessions-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-bold tracking-tight text-slate-900 outline-none sm:text-2xl"
        >
          {t("sessions.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("sessions.count", { count: dashboard.total })}</p>
      </div>

      {dashboard.total === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
          <p className="font-semibold text-slate-900">{t("sessions.emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("sessions.emptyText")}</p>
          <Link to={paths.postSession.getHref()} className={buttonClasses({ className: "mt-4" })}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t("sessions.post")}
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-busy={loading}
            className={cn("mt-4 grid gap-5 md:grid-cols-2 2xl:grid-cols-3", loading && "opacity-60")}
          >
            {dashboard.sessions.map((item) => (
              <li key={item.session.id} className="min-w-0">
                <SessionCard
                  session={item.session}
                  className="h-full"
                  footer={
                    <>
                      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-200 pt-4 text-center">
                        <Count icon={<Users />} term={t("sessions.booked")} value={item.booked} />
                        <Count icon={<Ticket />} term={t("sessions.seats")} value={item.session.seats} />
                        <Count
                          icon={<MessageSquareText />}
                          term={t("sessions.feedback")}
                          value={item.feedbackCount}
                        />
                      </dl>
                      {item.waiting > 0 ? (
                        <p className="mt-2 text-center text-sm font-medium text-slate-700">
                          {t("sessions.waiting", { count: item.waiting })}
                        </p>
                      ) : null}
                      <MeetingActions item={item} serverNow={serverNow} />
                      <SessionChangeActions item={item} serverNow={serverNow} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {dashboard.total > DASHBOARD_PAGE_SIZES[0] ? (
            <div className="mt-6">
              <TablePager
                paging={paging}
                total={dashboard.total}
                label={t("sessions.pagerLabel")}
                pageSizes={DASHBOARD_PAGE_SIZES}
                sizeLabel={t("sessions.perPage")}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function Count({ icon, term, value }: { icon: ReactNode; term: string; value: number }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-2 py-2">
      <dt className="flex items-center justify-center gap-1 text-xs font-medium text-slate-600">
        <span aria-hidden="true" className="[&>svg]:size-3.5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
