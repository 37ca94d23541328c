import { messageAnswerSchema, resetTokenAnswerSchema } from "@contract/auth";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { currentUserQueryKey } from "@/lib/current-user";

export type ResetToken = z.infer<typeof resetTokenAnswerSchema>;

/** GET /api/auth/reset-password: whether a reset or invitation link still works, and for whom. */
export function checkResetToken(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ResetToken> {
  return api.get("/auth/reset-password", resetTokenAnswerSchema, { query: { token }, signal });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: ({ signal }) => checkResetToken(token, { signal }),
    // Checked once per visit: the link is single-use and must not be re-checked behind the form's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The link's check; disabled (never fetched) when there is no token to check. */
export function useResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ""), enabled: token !== null });
}

/** POST /api/auth/reset-password: sets the new password; the server ends the user's other auth sessions. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<string> {
  const { message } = await api.post("/auth/reset-password", messageAnswerSchema, { body: input });
  return message;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // This browser's auth session may be one of those just ended: ask the server again who is here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
