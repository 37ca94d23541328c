import { mentorProfileViewSchema, studentProfileViewSchema } from "@contract/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";

/** GET /api/admin/mentors/by-email/:email: docs/product.md §2.16's mentor profile (404 when no such mentor). */
export function mentorProfileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...adminQueryKey, "mentor-profile", email.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get(`/admin/mentors/by-email/${encodeURIComponent(email)}`, mentorProfileViewSchema, { signal }),
  });
}

export function useMentorProfile(email: string) {
  return useQuery(mentorProfileQueryOptions(email));
}

/** GET /api/admin/students/by-email/:email: docs/product.md §2.16's student profile (404 when no such student). */
export function studentProfileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...adminQueryKey, "student-profile", email.toLowerCase()],
    queryFn: ({ signal }) =>
      api.get(`/admin/students/by-email/${encodeURIComponent(email)}`, studentProfileViewSchema, { signal }),
  });
}

export function useStudentProfile(email: string) {
  return useQuery(studentProfileQueryOptions(email));
}
