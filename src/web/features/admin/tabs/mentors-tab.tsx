import type { AdminMentor } from "@contract/admin";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAdminMentors } from "../api/mentors";
import { DeleteMentorDialog } from "../components/delete-mentor-dialog";
import { MentorFormDialog } from "../components/mentor-form-dialog";
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

type Editing = { mentor: AdminMentor | null } | null;

/** docs/product.md §2.14 Mentors: the paged table with add, edit and delete-with-confirmation. */
export function MentorsTab() {
  const state = useTableParams();
  const query = useAdminMentors(state.params);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminMentor | null>(null);

  return (
    <div className="space-y-5">
      <TabHeading
        title="Mentor Details"
        description="Every mentor, their subjects and sessions. Open a name to see the profile."
        actions={
          <Button onClick={() => setEditing({ mentor: null })} className="self-start">
            <Plus aria-hidden="true" className="size-4" />
            Add mentor
          </Button>
        }
      />
      <TableToolbar state={state} />
      <PagedTable query={query} state={state} noun="mentors" caption="Mentors" className="min-w-3xl">
        {(mentors) => (
          <>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Name
                </th>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Domain
                </th>
                <th scope="col" className={thClass}>
                  Subjects
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Sessions
                </th>
                <th scope="col" className={thClass}>
                  Account
                </th>
                <th scope="col" className={thClass}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {mentors.map((mentor) => (
                <tr key={mentor.id} className={rowClass}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    <Link to={paths.viewMentor.getHref(mentor.email)} className={linkClass}>
                      {mentor.name}
                    </Link>
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`}>{mentor.email}</td>
                  <td className={tdClass}>{mentor.domain}</td>
                  <td className={tdClass}>{mentor.subjects.join(", ") || "—"}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{mentor.sessions}</td>
                  <td className={tdClass}>{mentor.activated ? "Active" : "Invited"}</td>
                  <td className={tdClass}>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${mentor.name}`}
                        title="Edit"
                        onClick={() => setEditing({ mentor })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${mentor.name}`}
                        title="Remove"
                        onClick={() => setDeleting(mentor)}
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedTable>
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
