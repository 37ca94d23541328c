import {
  type ADMIN_SESSION_GROUPS,
  adminSessionSchema,
  sessionStudentsSchema,
  tablePageSchema,
} from "@contract/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminQueryKey } from "@/lib/query-keys";
import { type TableParams, tableQuery } from "./table-query";

export type SessionGroup = (typeof ADMIN_SESSION_GROUPS)[number];

const sessionPageSchema = tablePageSchema(adminSessionSchema);

/** GET /api/admin/sessions: one page of live, upcoming, ended or cancelled sessions. */
export function getAdminSessions(
  status: SessionGroup,
  params: TableParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get("/admin/sessions", sessionPageSchema, { query: { status, ...tableQuery(params) }, signal });
}

export const adminSessionsQueryKey = [...adminQueryKey, "sessions"] as const;

export function adminSessionsQueryOptions(status: SessionGroup, params: TableParams) {
  return queryOptions({
    queryKey: [...adminSessionsQueryKey, status, params],
    queryFn: ({ signal }) => getAdminSessions(status, params, { signal }),
    placeholderData: keepPreviousData,
    // Sessions go live and end as time passes.
    staleTime: 15_000,
  });
}

export function useAdminSessions(status: SessionGroup, params: TableParams) {
  return useQuery(adminSessionsQueryOptions(status, params));
}

/** GET /api/admin/sessions/:id/students: who booked the session, their payment and attendance. */
export function getSessionStudents(sessionId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/admin/sessions/${encodeURIComponent(sessionId)}/students`, sessionStudentsSchema, {
    signal,
  });
}

export function sessionStudentsQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [...adminSessionsQueryKey, "students", sessionId],
    queryFn: ({ signal }) => getSessionStudents(sessionId, { signal }),
  });
}

export function useSessionStudents(sessionId: string | null) {
  return useQuery({ ...sessionStudentsQueryOptions(sessionId ?? ""), enabled: sessionId !== null });
}
