import { studentDashboardSchema } from "@contract/dashboards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Everything the student dashboard reads about the student's own bookings. */
export const studentDashboardQueryKey = ["students", "me", "dashboard"] as const;

/** GET /api/me/dashboard: the student's figures (derived by the server) and every booking. */
export function getStudentDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return api.get("/me/dashboard", studentDashboardSchema, { signal });
}

export function studentDashboardQueryOptions() {
  return queryOptions({
    queryKey: studentDashboardQueryKey,
    queryFn: ({ signal }) => getStudentDashboard({ signal }),
    // A session going live or a payment being verified happens elsewhere: look again now and then.
    refetchInterval: 60_000,
  });
}

export function useStudentDashboard() {
  return useQuery(studentDashboardQueryOptions());
}
