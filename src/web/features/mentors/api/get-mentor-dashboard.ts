import { type MentorDashboard, mentorDashboardSchema } from "@contract/dashboards";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Everything cached about the signed-in mentor's own dashboard. */
export const mentorDashboardQueryKey = ["mentors", "dashboard"] as const;

/**
 * The dashboard as answered, plus when it arrived on this page's clock (performance.now()): the start
 * window is judged again as time passes from the server's `now`, not from this device's clock.
 */
export type MentorDashboardData = MentorDashboard & { receivedAt: number };

/** GET /api/me/mentor-dashboard: stats, profile and every session of the signed-in mentor. */
export async function getMentorDashboard({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<MentorDashboardData> {
  const dashboard = await api.get("/me/mentor-dashboard", mentorDashboardSchema, { signal });
  return { ...dashboard, receivedAt: performance.now() };
}

export function mentorDashboardQueryOptions() {
  return queryOptions({
    queryKey: mentorDashboardQueryKey,
    queryFn: ({ signal }) => getMentorDashboard({ signal }),
    // Bookings, feedback and a session ended in the control panel's tab change it: asked again
    // whenever the page is shown or the window gets focus back.
    staleTime: 0,
  });
}

export function useMentorDashboard() {
  return useQuery(mentorDashboardQueryOptions());
}

/** One session of the dashboard's list, with its bookings, feedback count and start verdict. */
export type MentorSessionItem = MentorDashboard["sessions"][number];
