import type { AdminMentor } from "@contract/admin";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PagedTable } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useAdminMentors } from "../api/mentors";
import { isFiltered, linkClass, TabHeading, TableToolbar, useTableParams } from "../components/admin-table";
import { DeleteMentorDialog } from "../components/delete-mentor-dialog";
import { MentorFormDialog } from "../components/mentor-form-dialog";
import { useT } from "../i18n";

type Editing = { mentor: AdminMentor | null } | null;

/** docs/product.md §2.14 Mentors: the paged table with add, edit and delete-with-confirmation. */
export function MentorsTab() {
  const t = useT();
  const f = useFormat();
  const state = useTableParams();
  const query = useAdminMentors(state.params);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminMentor | null>(null);

  return (
    <div className="space-y-5">
      <TabHeading
        title={t("mentors.title")}
        description={t("mentors.description")}
        actions={
          <Button onClick={() => setEditing({ mentor: null })} className="self-start">
            <Plus aria-hidden="true" className="size-4" />
            {t("mentors.add")}
          </Button>
        }
      />
      <TableToolbar state={state} />
      <PagedTable
        query={query}
        paging={state.paging}
        sort={state.params.sort}
        onSort={state.setSort}
        caption={t("mentors.caption")}
        minWidthClassName="sm:min-w-3xl"
        getRowKey={(mentor) => mentor.id}
        texts={{
          label: t("mentors.noun"),
          loading: t("mentors.loading"),
          failed: t("mentors.failed"),
          empty: isFiltered(state.params) ? t("mentors.noMatch") : t("mentors.none"),
        }}
        columns={[
          {
            key: "name",
            header: t("mentors.columns.name"),
            sortable: true,
            cell: (mentor) => (
              <Link to={paths.viewMentor.getHref(mentor.email)} className={linkClass}>
                {mentor.name}
              </Link>
            ),
          },
          {
            key: "email",
            header: t("mentors.columns.email"),
            className: "break-all sm:break-normal sm:whitespace-nowrap",
          },
          { key: "domain", header: t("mentors.columns.domain") },
          {
            key: "subjects",
            header: t("mentors.columns.subjects"),
            cell: (mentor) => mentor.subjects.join(", ") || "—",
          },
          {
            key: "sessions",
            header: t("mentors.columns.sessions"),
            numeric: true,
            sortable: true,
            cell: (mentor) => f.number(mentor.sessions),
          },
          {
            key: "account",
            header: t("mentors.columns.account"),
            cell: (mentor) => (mentor.activated ? t("mentors.active") : t("mentors.invited")),
          },
          {
            key: "actions",
            header: t("mentors.columns.actions"),
            cell: (mentor) => (
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("mentors.editLabel", { name: mentor.name })}
                  title={t("mentors.edit")}
                  onClick={() => setEditing({ mentor })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("mentors.removeLabel", { name: mentor.name })}
                  title={t("mentors.remove")}
                  onClick={() => setDeleting(mentor)}
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ),
          },
        ]}
      />
      {editing ? (
        <MentorFormDialog
          key={editing.mentor?.id ?? "new"}
          open
          mentor={editing.mentor}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteMentorDialog mentor={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
