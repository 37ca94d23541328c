import { Link } from "react-router";
import { PagedTable } from "@/components/ui/table";
import { paths } from "@/config/paths";
import { useFormat } from "@/lib/i18n";
import { useAdminStudents } from "../api/students";
import { isFiltered, linkClass, TabHeading, TableToolbar, useTableParams } from "../components/admin-table";
import { useT } from "../i18n";

/** docs/product.md §2.14 Students: a paged, searchable table; each name opens the student's profile. */
export function StudentsTab() {
  const t = useT();
  const f = useFormat();
  const state = useTableParams();
  const query = useAdminStudents(state.params);

  return (
    <div className="space-y-5">
      <TabHeading title={t("students.title")} description={t("students.description")} />
      <TableToolbar state={state} />
      <PagedTable
        query={query}
        paging={state.paging}
        sort={state.params.sort}
        onSort={state.setSort}
        caption={t("students.caption")}
        minWidthClassName="sm:min-w-3xl"
        getRowKey={(student) => student.id}
        texts={{
          label: t("students.noun"),
          loading: t("students.loading"),
          failed: t("students.failed"),
          empty: isFiltered(state.params) ? t("students.noMatch") : t("students.none"),
        }}
        columns={[
          {
            key: "name",
            header: t("students.columns.name"),
            sortable: true,
            cell: (student) => (
              <Link to={paths.viewStudent.getHref(student.email)} className={linkClass}>
                {student.name}
              </Link>
            ),
          },
          {
            key: "email",
            header: t("students.columns.email"),
            className: "break-all sm:break-normal sm:whitespace-nowrap",
          },
          { key: "domain", header: t("students.columns.domain") },
          {
            key: "enrolled",
            header: t("students.columns.enrolled"),
            numeric: true,
            cell: (student) => f.number(student.enrolled),
          },
          {
            key: "spent",
            header: t("students.columns.spent"),
            numeric: true,
            cell: (student) => f.rupees(student.totalSpent),
          },
          {
            key: "joined",
            header: t("students.columns.joined"),
            sortable: true,
            className: "sm:whitespace-nowrap",
            cell: (student) => f.date(student.joinedAt),
          },
        ]}
      />
    </div>
  );
}
