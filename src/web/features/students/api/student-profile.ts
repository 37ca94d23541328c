import { type StudentProfileBody, studentProfileSchema } from "@contract/profiles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { studentProfileQueryKey, studentStateQueryKey } from "@/lib/query-keys";

export type StudentProfile = z.output<typeof studentProfileSchema>;

/** GET /api/me/student-profile: the signed-in student's own profile. */
export function getStudentProfile({ signal }: { signal?: AbortSignal } = {}) {
  return api.get("/me/student-profile", studentProfileSchema, { signal });
}

export function studentProfileQueryOptions() {
  return queryOptions({
    queryKey: studentProfileQueryKey,
    queryFn: ({ signal }) => getStudentProfile({ signal }),
  });
}

export function useStudentProfile() {
  return useQuery(studentProfileQueryOptions());
}

/** PUT /api/me/student-profile: replaces the fields a student may edit; answers the new profile. */
export function updateStudentProfile(body: StudentProfileBody) {
  return api.put("/me/student-profile", studentProfileSchema, { body });
}

/** Saves the profile; the card shows the server's answer at once. */
export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(studentProfileQueryKey, profile);
      queryClient.setQueryData(studentStateQueryKey, { state: profile.state });
    },
  });
}
