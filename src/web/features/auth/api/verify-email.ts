import { messageAnswerSchema } from "@contract/auth";
import type { CurrentUser } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { currentUserQueryKey } from "@/lib/current-user";

/** POST /api/auth/verify-email: the emailed link's token verifies the account's email (signed in or not). */
export async function verifyEmail(token: string): Promise<string> {
  const { message } = await api.post("/auth/verify-email", messageAnswerSchema, { body: { token } });
  return message;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // Whoever is signed in here may be the account just verified: ask again (the server knows).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** POST /api/auth/verification-email: a new link for the signed-in account, bringing it back to `next`. */
export async function sendVerificationEmail(next: string | null): Promise<string> {
  const { message } = await api.post("/auth/verification-email", messageAnswerSchema, {
    body: next ? { next } : {},
  });
  return message;
}

export function useSendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationEmail,
    onError: (error) => {
      // 409: verified meanwhile (in another tab, say): the signed-in user is out of date.
      if (isApiError(error) && error.status === 409) {
        queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
          user ? { ...user, emailVerified: true } : user,
        );
      }
    },
  });
}
