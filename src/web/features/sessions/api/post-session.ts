import { type PostSessionBody, sessionCardSchema } from "@contract/sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { sessionsQueryKey } from "@/lib/query-keys";

/** POST /api/sessions: 201 with the new session's card; 400 names each invalid field (`issues`). */
export function postSession(body: PostSessionBody) {
  return api.post("/sessions", sessionCardSchema, { body });
}

/** Posts a session; every cached list of sessions is then stale (the new one belongs in them). */
export function usePostSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
