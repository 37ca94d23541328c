import type { AdminSession } from "@contract/admin";
import { formatIstDate, formatIstTime, formatRupees } from "@contract/time";
import { Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { type SessionGroup, useAdminSessions } from "../api/sessions";
import { SessionStudentsDialog } from "../components/session-students-dialog";
import {
  linkClass,
  PagedTable,
  rowClass,
  TabHeading,
  TableToolbar,
  tdClass,
  thClass,
  useTableParams,
} from "../components/table-kit";

const GROUPS: readonly { value: SessionGroup; label: string; noun: string }[] = [
  { value: "live", label: "Live", noun: "live sessions" },
  { value: "upcoming", label: "Upcoming", noun: "upcoming sessions" },
  { value: "completed", label: "Ended", noun: "ended sessions" },
  { value: "cancelled", label: "Cancelled", noun: "cancelled sessions" },
];

const ID_BASE = "admin-sessions";

/** One group's table, with its own paging, search and filter. */
function SessionTable({
  group,
  onStudents,
}: {
  group: (typeof GROUPS)[number];
  onStudents: (session: AdminSession) => void;
}) {
  const state = useTableParams();
  const query = useAdminSessions(group.value, state.params);
  // Only cancelled sessions have a reason to show.
  const cancelled = group.value === "cancelled";
  return (
    <div className="space-y-4">
      <TableToolbar state={state} searchLabel="Search by title or mentor name" />
      <PagedTable
        query={query}
        state={state}
        noun={group.noun}
        caption={`${group.label} sessions`}
        className="min-w-4xl"
      >
        {(sessions) => (
          <>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Session
                </th>
                <th scope="col" className={thClass}>
                  Mentor
                </th>
                <th scope="col" className={thClass}>
                  Category
                </th>
                <th scope="col" className={thClass}>
                  Date and time
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Seats
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Price
                </th>
                {cancelled ? (
                  <th scope="col" className={thClass}>
                    Reason
                  </th>
                ) : null}
                <th scope="col" className={thClass}>
                  Students
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} className={rowClass}>
                  <th scope="row" className={`${tdClass} text-left`}>
                    <Link to={paths.sessionDetails.getHref(session.id)} className={linkClass}>
                      {session.title}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      {session.subject} · {session.type === "group" ? "Group" : "One-to-one"}
                    </span>
                  </th>
                  <td className={tdClass}>
                    <Link to={paths.viewMentor.getHref(session.mentorEmail)} className={linkClass}>
                      {session.mentorName}
                    </Link>
                  </td>
                  <td className={tdClass}>{session.category}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatIstDate(session.startsAt)}, {formatIstTime(session.startsAt)}
                    <span className="block text-xs text-slate-600">{session.durationMinutes} min</span>
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {session.seatsTaken}/{session.seats}
                  </td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatRupees(session.price)}</td>
                  {cancelled ? (
                    <td className={`${tdClass} min-w-48`}>{session.cancelReason ?? "Not given"}</td>
                  ) : null}
                  <td className={tdClass}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onStudents(session)}
                      aria-label={`Students of ${session.title}`}
                    >
                      <Users aria-hidden="true" className="size-4" />
                      Students
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedTable>
    </div>
  );
}

/**
 * docs/product.md §2.14 Sessions: live, upcoming and ended sessions, and the cancelled ones with the reason
 * (they leave the public list), each with a dialog of its students.
 */
export function SessionsTab() {
  const [group, setGroup] = useState<SessionGroup>("upcoming");
  const [students, setStudents] = useState<AdminSession | null>(null);

  return (
    <div className="space-y-5">
      <TabHeading
        title="Session Details"
        description="Sessions by state. Open Students to see who booked and paid."
      />
      <TabList
        label="Sessions by state"
        idBase={ID_BASE}
        items={GROUPS}
        value={group}
        onValueChange={setGroup}
      />
      {GROUPS.map((item) => (
        <TabPanel key={item.value} idBase={ID_BASE} value={item.value} selected={item.value === group}>
          {item.value === group ? <SessionTable group={item} onStudents={setStudents} /> : null}
        </TabPanel>
      ))}
      <SessionStudentsDialog session={students} onClose={() => setStudents(null)} />
    </div>
  );
}
