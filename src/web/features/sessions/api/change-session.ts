import type { CancelSessionBody, EditSessionBody } from "@contract/session-changes";
import { sessionCardSchema } from "@contract/sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionsQueryKey } from "@/lib/query-keys";

/** PATCH /api/sessions/{id}: the session's card as changed; 400 names each invalid field, 409 says why not. */
export function editSession(id: string, body: EditSessionBody) {
  return api.patch(`/sessions/${encodeURIComponent(id)}`, sessionCardSchema, { body });
}

/** POST /api/sessions/{id}/cancel: the cancelled session's card. */
export function cancelSession(id: string, body: CancelSessionBody) {
  return api.post(`/sessions/${encodeURIComponent(id)}/cancel`, sessionCardSchema, { body });
}

/** Edits a session; every cached session and list is then stale. */
export function useEditSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditSessionBody }) => editSession(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** Cancels a session; every cached session and list is then stale. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelSessionBody }) => cancelSession(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
