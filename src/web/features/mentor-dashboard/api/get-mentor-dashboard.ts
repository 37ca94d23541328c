import { DASHBOARD_PAGE_SIZE, type MentorDashboard, mentorDashboardSchema } from "@contract/dashboards";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorDashboardQueryKey } from "@/lib/query-keys";

/**
 * The dashboard as answered, plus when it arrived on this page's clock (performance.now()): the start
 * window is judged again as time passes from the server's `now`, not from this device's clock.
 */
export type MentorDashboardData = MentorDashboard & { receivedAt: number };

/** Which page of the sessions (docs/product.md §10.11: the server pages, a dozen cards by default). */
export type DashboardPage = { page: number; pageSize: number };
export const FIRST_PAGE: DashboardPage = { page: 1, pageSize: DASHBOARD_PAGE_SIZE };

/** GET /api/me/mentor-dashboard: stats, profile and one page of the signed-in mentor's sessions. */
export async function getMentorDashboard({
  signal,
  page = FIRST_PAGE,
}: {
  signal?: AbortSignal;
  page?: DashboardPage;
} = {}): Promise<MentorDashboardData> {
  const dashboard = await api.get("/me/mentor-dashboard", mentorDashboardSchema, { signal, query: page });
  return { ...dashboard, receivedAt: performance.now() };
}

export function mentorDashboardQueryOptions(page: DashboardPage = FIRST_PAGE) {
  return queryOptions({
    queryKey: [...mentorDashboardQueryKey, page] as const,
    queryFn: ({ signal }) => getMentorDashboard({ signal, page }),
    // Bookings, feedback and a session ended in the control panel's tab change it: asked again
    // whenever the page is shown or the window gets focus back.
    staleTime: 0,
    // The figures and the profile stay on screen while another page of sessions loads.
    placeholderData: keepPreviousData,
  });
}

export function useMentorDashboard(page: DashboardPage = FIRST_PAGE) {
  return useQuery(mentorDashboardQueryOptions(page));
}

/** One session of the dashboard's list, with its bookings, feedback count and start verdict. */
export type MentorSessionItem = MentorDashboard["sessions"][number];
