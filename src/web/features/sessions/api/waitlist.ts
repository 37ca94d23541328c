import {
  type OwnWaitlistEntry,
  ownWaitlistSchema,
  type WaitlistPlace,
  waitlistPlaceSchema,
} from "@contract/waitlist";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { ownWaitlistQueryKey, sessionsQueryKey } from "@/lib/query-keys";

export function getOwnWaitlist({ signal }: { signal?: AbortSignal } = {}): Promise<OwnWaitlistEntry[]> {
  return api.get("/waitlist", ownWaitlistSchema, { signal });
}

export function ownWaitlistQueryOptions() {
  return queryOptions({ queryKey: ownWaitlistQueryKey, queryFn: ({ signal }) => getOwnWaitlist({ signal }) });
}

const EMPTY: ReadonlyMap<string, OwnWaitlistEntry> = new Map();

/**
 * The student's waitlist entries by session id. Empty for visitors and anyone who is not a student
 * (`enabled` false), without asking the server.
 */
export function useOwnWaitlist(enabled: boolean): ReadonlyMap<string, OwnWaitlistEntry> {
  const { data } = useQuery({ ...ownWaitlistQueryOptions(), enabled });
  if (!enabled || !data) return EMPTY;
  return new Map(data.map((entry) => [entry.session.id, entry]));
}

const path = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}/waitlist`;

export function joinWaitlist(sessionId: string): Promise<WaitlistPlace> {
  return api.post(path(sessionId), waitlistPlaceSchema);
}

export function leaveWaitlist(sessionId: string): Promise<void> {
  return api.send("DELETE", path(sessionId));
}

/** Join or leave a session's waitlist; the student's places and the lists (seats) are read again. */
export function useWaitlistChange(sessionId: string) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: ownWaitlistQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  };
  const join = useMutation({ mutationFn: () => joinWaitlist(sessionId), onSettled: settle });
  const leave = useMutation({ mutationFn: () => leaveWaitlist(sessionId), onSettled: settle });
  return { join, leave };
}
