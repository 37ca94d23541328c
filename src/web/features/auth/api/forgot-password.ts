import { messageAnswerSchema } from "@contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/**
 * POST /api/auth/forgot-password. The answer is the same whether or not an account has this email,
 * so nobody can use this form to find out who has an account.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<string> {
  const { message } = await api.post("/auth/forgot-password", messageAnswerSchema, { body: { email } });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
