import { formatIstDate, formatRupees } from "@contract/time";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useAdminStudents } from "../api/students";
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

/** docs/product.md §2.14 Students: a paged, searchable table; each name opens the student's profile. */
export function StudentsTab() {
  const state = useTableParams();
  const query = useAdminStudents(state.params);

  return (
    <div className="space-y-5">
      <TabHeading
        title="Student Details"
        description="Every student, their enrolments and spending. Open a name to see the profile."
      />
      <TableToolbar state={state} />
      <PagedTable query={query} state={state} noun="students" caption="Students" className="min-w-3xl">
        {(students) => (
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
                <th scope="col" className={`${thClass} text-right`}>
                  Enrolled
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Total spent
                </th>
                <th scope="col" className={thClass}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((student) => (
                <tr key={student.id} className={rowClass}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    <Link to={paths.viewStudent.getHref(student.email)} className={linkClass}>
                      {student.name}
                    </Link>
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`}>{student.email}</td>
                  <td className={tdClass}>{student.domain}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{student.enrolled}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>{formatRupees(student.totalSpent)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatIstDate(student.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </PagedTable>
    </div>
  );
}
