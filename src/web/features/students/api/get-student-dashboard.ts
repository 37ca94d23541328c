import { DASHBOARD_PAGE_SIZE, studentDashboardSchema } from "@contract/dashboards";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { studentDashboardQueryKey } from "@/lib/query-keys";

/** Which page of the bookings (docs/product.md §10.11: the server pages, a dozen cards by default). */
export type DashboardPage = { page: number; pageSize: number };
export const FIRST_PAGE: DashboardPage = { page: 1, pageSize: DASHBOARD_PAGE_SIZE };

/** GET /api/me/dashboard: the student's figures (derived by the server from all bookings) and one page of them. */
export function getStudentDashboard({
  signal,
  page = FIRST_PAGE,
}: {
  signal?: AbortSignal;
  page?: DashboardPage;
} = {}) {
  return api.get("/me/dashboard", studentDashboardSchema, { signal, query: page });
}

export function studentDashboardQueryOptions(page: DashboardPage = FIRST_PAGE) {
  return queryOptions({
    queryKey: [...studentDashboardQueryKey, page] as const,
    queryFn: ({ signal }) => getStudentDashboard({ signal, page }),
    // A session going live or a payment being verified happens elsewhere: look again now and then.
    refetchInterval: 60_000,
    // The figures stay on screen while another page of bookings loads.
    placeholderData: keepPreviousData,
  });
}

export function useStudentDashboard(page: DashboardPage = FIRST_PAGE) {
  return useQuery(studentDashboardQueryOptions(page));
}
