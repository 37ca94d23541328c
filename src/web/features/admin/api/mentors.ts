import {
  addMentorAnswerSchema,
  adminMentorSchema,
  type MentorEditBody,
  type MentorFormBody,
  tablePageSchema,
} from "@contract/admin";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";
import { type TableParams, tableQuery } from "./table-query";

const mentorPageSchema = tablePageSchema(adminMentorSchema);
const messageSchema = z.object({ message: z.string() });

/** GET /api/admin/mentors: one page of mentors, searched by name or email and filtered by domain. */
export function getAdminMentors(params: TableParams, { signal }: { signal?: AbortSignal } = {}) {
  return api.get("/admin/mentors", mentorPageSchema, { query: tableQuery(params), signal });
}

export const adminMentorsQueryKey = [...adminQueryKey, "mentors"] as const;

export function adminMentorsQueryOptions(params: TableParams) {
  return queryOptions({
    queryKey: [...adminMentorsQueryKey, params],
    queryFn: ({ signal }) => getAdminMentors(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMentors(params: TableParams) {
  return useQuery(adminMentorsQueryOptions(params));
}

/**
 * A change of mentors changes the mentors table, the overview's counts and the public mentor lists:
 * refresh everything the admin dashboard shows.
 */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKey });
}

/** POST /api/admin/mentors: adds a mentor (a new person is invited by email to set a password). */
export function useAddMentor() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: MentorFormBody) => api.post("/admin/mentors", addMentorAnswerSchema, { body }),
    onSuccess: () => refresh(),
  });
}

/** PUT /api/admin/mentors/:id: everything but the email (docs/product.md §5). */
export function useEditMentor() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MentorEditBody }) =>
      api.put(`/admin/mentors/${encodeURIComponent(id)}`, adminMentorSchema, { body }),
    onSuccess: () => refresh(),
  });
}

/**
 * DELETE /api/admin/mentors/:id: refused (409) while a session of the mentor's is live or students hold paid or
 * pending seats; otherwise their unbooked sessions go and the others are cancelled with refunds owed.
 */
export function useDeleteMentor() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/mentors/${encodeURIComponent(id)}`, messageSchema),
    onSuccess: () => refresh(),
  });
}
