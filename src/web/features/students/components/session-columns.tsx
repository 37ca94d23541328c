import type { StudentSession } from "@contract/dashboards";
import { CalendarClock, History, type LucideIcon, Radio } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { type DashboardColumn, groupSessions } from "../dashboard";
import { StudentSessionCard } from "./student-session-card";

const COLUMNS: ReadonlyArray<{
  key: DashboardColumn;
  title: string;
  icon: LucideIcon;
  tone: string;
  empty: { title: string; text: string };
}> = [
  {
    key: "live",
    title: "Live",
    icon: Radio,
    tone: "text-red-700",
    empty: {
      title: "No live sessions right now",
      text: "When a session you booked goes live, it shows here with a Join button.",
    },
  },
  {
    key: "upcoming",
    title: "Upcoming",
    icon: CalendarClock,
    tone: "text-blue-700",
    empty: {
      title: "No upcoming sessions",
      text: "Sessions you book appear here until they start. Open Meeting shows once your payment is verified.",
    },
  },
  {
    key: "past",
    title: "Past",
    icon: History,
    tone: "text-slate-700",
    empty: {
      title: "No past sessions yet",
      text: "Sessions that have ended or were cancelled move here. Rate the ones you joined and tell your mentor how it went.",
    },
  },
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
  const headingId = useId();
  const Icon = column.icon;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900">
        <Icon aria-hidden="true" className={cn("size-5", column.tone)} />
        {column.title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
          {entries.length}
          <span className="sr-only"> {entries.length === 1 ? "session" : "sessions"}</span>
        </span>
      </h2>
      {entries.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-center">
          <p className="font-semibold text-slate-900">{column.empty.title}</p>
          <p className="mt-1 text-sm text-slate-600">{column.empty.text}</p>
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
