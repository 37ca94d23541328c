import type { StudentSession } from "@contract/dashboards";
import { CalendarClock, History, type LucideIcon, Radio } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { type DashboardColumn, groupSessions } from "../dashboard";
import { useT } from "../i18n";
import { StudentSessionCard } from "./student-session-card";

/** Each column's words are in the students catalog under columns.<key> (title, emptyTitle, emptyText). */
const COLUMNS: ReadonlyArray<{ key: DashboardColumn; icon: LucideIcon; tone: string }> = [
  { key: "live", icon: Radio, tone: "text-red-700" },
  { key: "upcoming", icon: CalendarClock, tone: "text-blue-700" },
  { key: "past", icon: History, tone: "text-slate-700" },
];

/** docs/product.md §2.12's three columns of the student's bookings (grouped as docs/product.md §4 says). */
export function SessionColumns({ sessions }: { sessions: readonly StudentSession[] }) {
  const groups = groupSessions(sessions);
  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:gap-6">
      {COLUMNS.map((column) => (
        <Column key={column.key} column={column} entries={groups[column.key]} />
      ))}
    </div>
  );
}

function Column({ column, entries }: { column: (typeof COLUMNS)[number]; entries: StudentSession[] }) {
  const t = useT();
  const headingId = useId();
  const Icon = column.icon;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
        <Icon aria-hidden="true" className={cn("size-5", column.tone)} />
        {t(`columns.${column.key}.title`)}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
          {entries.length}
          <span className="sr-only"> {t("columns.sessions", { count: entries.length })}</span>
        </span>
      </h2>
      {entries.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center">
          <p className="font-semibold text-slate-900">{t(`columns.${column.key}.emptyTitle`)}</p>
          <p className="mt-1 text-sm text-slate-600">{t(`columns.${column.key}.emptyText`)}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {entries.map((entry) => (
            <li key={entry.bookingId} className="min-w-0">
              <StudentSessionCard entry={entry} column={column.key} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
