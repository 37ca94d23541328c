import { adminStudentSchema, tablePageSchema } from "@contract/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";
import { type TableParams, tableQuery } from "./table-query";

const studentPageSchema = tablePageSchema(adminStudentSchema);

/** GET /api/admin/students: one page of students, searched by name or email and filtered by domain. */
export function getAdminStudents(params: TableParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/students", studentPageSchema, { query: tableQuery(params), signal });
}

export const adminStudentsQueryKey = [...adminQueryKey, "students"] as const;

export function adminStudentsQueryOptions(params: TableParams) {
  return queryOptions({
    queryKey: [...adminStudentsQueryKey, params],
    queryFn: ({ signal }) => getAdminStudents(params, { signal }),
    // The current rows stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminStudents(params: TableParams) {
  return useQuery(adminStudentsQueryOptions(params));
}
