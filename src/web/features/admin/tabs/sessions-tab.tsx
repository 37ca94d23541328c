import type { AdminSession } from "@contract/admin";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarX2, PencilLine, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PagedTable, type TableColumn } from "@/components/ui/table";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { CancelSessionDialog, EditSessionDialog } from "@/features/sessions";
import { useFormat } from "@/lib/i18n";
import { adminSessionsQueryKey, type SessionGroup, useAdminSessions } from "../api/sessions";
import { isFiltered, linkClass, TabHeading, TableToolbar, useTableParams } from "../components/admin-table";
import { SessionStudentsDialog } from "../components/session-students-dialog";
import { useT } from "../i18n";

const GROUPS: readonly SessionGroup[] = ["live", "upcoming", "completed", "cancelled"];

const ID_BASE = "admin-sessions";

/** The upcoming session an admin is editing or cancelling. */
type SessionChange = { kind: "edit" | "cancel"; session: AdminSession };

/** One group's table, with its own paging, search, filter and order. */
function SessionTable({
  group,
  onStudents,
  onChange,
}: {
  group: SessionGroup;
  onStudents: (session: AdminSession) => void;
  onChange: (change: SessionChange) => void;
}) {
  const t = useT();
  const f = useFormat();
  const state = useTableParams();
  const query = useAdminSessions(group, state.params);
  const columns: TableColumn<AdminSession>[] = [
    {
      key: "session",
      header: t("sessions.columns.session"),
      cell: (session) => (
        <span className="font-normal">
          <Link to={paths.sessionDetails.getHref(session.id)} className={linkClass}>
            {session.title}
          </Link>
          <span className="block text-xs text-slate-600">
            {session.subject} · {session.type === "group" ? t("sessions.group") : t("sessions.oneToOne")}
          </span>
        </span>
      ),
    },
    {
      key: "mentor",
      header: t("sessions.columns.mentor"),
      cell: (session) => (
        <span>
          <Link to={paths.viewMentor.getHref(session.mentorEmail)} className={linkClass}>
            {session.mentorName}
          </Link>
          {session.mentorSlug ? (
            <Link to={paths.mentorPage.getHref(session.mentorSlug)} className={`${linkClass} block text-xs`}>
              {t("sessions.publicPage")}
              <span className="sr-only">: {session.mentorName}</span>
            </Link>
          ) : null}
        </span>
      ),
    },
    { key: "category", header: t("sessions.columns.category") },
    {
      key: "start",
      header: t("sessions.columns.start"),
      sortable: true,
      className: "sm:whitespace-nowrap",
      cell: (session) => (
        <span>
          {f.date(session.startsAt)}, {f.time(session.startsAt)}
          <span className="block text-xs text-slate-600">
            {t("sessions.minutes", { count: session.durationMinutes })}
          </span>
        </span>
      ),
    },
    {
      key: "seats",
      header: t("sessions.columns.seats"),
      numeric: true,
      cell: (session) => `${session.seatsTaken}/${session.seats}`,
    },
    {
      key: "price",
      header: t("sessions.columns.price"),
      numeric: true,
      sortable: true,
      cell: (session) => f.rupees(session.price),
    },
    // Only cancelled sessions have a reason to show.
    ...(group === "cancelled"
      ? [
          {
            key: "reason",
            header: t("sessions.columns.reason"),
            className: "sm:min-w-48",
            cell: (session: AdminSession) => session.cancelReason ?? t("sessions.noReason"),
          },
        ]
      : []),
    {
      key: "students",
      header: t("sessions.columns.students"),
      cell: (session) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onStudents(session)}
          aria-label={t("sessions.studentsOf", { title: session.title })}
        >
          <Users aria-hidden="true" className="size-4" />
          {t("sessions.students")}
        </Button>
      ),
    },
    // Upcoming sessions can still be edited or cancelled (docs/product.md §10.14).
    ...(group === "upcoming"
      ? [
          {
            key: "changes",
            header: t("sessions.columns.changes"),
            cell: (session: AdminSession) => (
              <span className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onChange({ kind: "edit", session })}
                  aria-label={t("sessions.editOf", { title: session.title })}
                >
                  <PencilLine aria-hidden="true" className="size-4" />
                  {t("sessions.edit")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onChange({ kind: "cancel", session })}
                  aria-label={t("sessions.cancelOf", { title: session.title })}
                  className="border-red-300 text-red-800 hover:bg-red-50"
                >
                  <CalendarX2 aria-hidden="true" className="size-4" />
                  {t("sessions.cancel")}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-4">
      <TableToolbar state={state} searchLabel={t("sessions.search")} />
      <PagedTable
        query={query}
        paging={state.paging}
        sort={state.params.sort}
        onSort={state.setSort}
        caption={t(`sessions.groups.${group}.caption`)}
        minWidthClassName="sm:min-w-4xl"
        getRowKey={(session) => session.id}
        texts={{
          label: t(`sessions.groups.${group}.noun`),
          loading: t(`sessions.groups.${group}.loading`),
          failed: t(`sessions.groups.${group}.failed`),
          empty: isFiltered(state.params)
            ? t(`sessions.groups.${group}.noMatch`)
            : t(`sessions.groups.${group}.none`),
        }}
        columns={columns}
      />
    </div>
  );
}

/**
 * docs/product.md §2.14 Sessions: live, upcoming and ended sessions, and the cancelled ones with the reason
 * (they leave the public list), each with a dialog of its students.
 */
export function SessionsTab() {
  const t = useT();
  const [group, setGroup] = useState<SessionGroup>("upcoming");
  const [students, setStudents] = useState<AdminSession | null>(null);
  const [change, setChange] = useState<SessionChange | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey });

  return (
    <div className="space-y-5">
      <TabHeading title={t("sessions.title")} description={t("sessions.description")} />
      <TabList
        label={t("sessions.byState")}
        idBase={ID_BASE}
        items={GROUPS.map((value) => ({ value, label: t(`sessions.groups.${value}.label`) }))}
        value={group}
        onValueChange={setGroup}
      />
      {GROUPS.map((value) => (
        <TabPanel key={value} idBase={ID_BASE} value={value} selected={value === group}>
          {value === group ? (
            <SessionTable group={value} onStudents={setStudents} onChange={setChange} />
          ) : null}
        </TabPanel>
      ))}
      <SessionStudentsDialog session={students} onClose={() => setStudents(null)} />
      <EditSessionDialog
        sessionId={change?.session.id ?? ""}
        title={change?.session.title ?? ""}
        open={change?.kind === "edit"}
        onClose={() => setChange(null)}
        onChanged={refresh}
      />
      <CancelSessionDialog
        sessionId={change?.session.id ?? ""}
        title={change?.session.title ?? ""}
        free={change?.session.price === 0}
        open={change?.kind === "cancel"}
        onClose={() => setChange(null)}
        onChanged={refresh}
      />
    </div>
  );
}
