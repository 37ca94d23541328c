import type { SignInBody, signInBodySchema } from "@contract/auth";
import { type CurrentUser, currentUserSchema } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api";
import { switchUser } from "../session";

/** What sign-in and sign-up answer: the user now signed in (the cookie comes with it). */
export const signedInAnswerSchema = z.object({ user: currentUserSchema });

/** The checked form values (signInBodySchema's output): email trimmed and lowercased. */
export type SignInInput = z.output<typeof signInBodySchema>;

/** POST /api/auth/sign-in. The role chosen is checked against the account's, never granted. */
export async function signIn(input: SignInInput): Promise<CurrentUser> {
  const body: SignInBody = input;
  const { user } = await api.post("/auth/sign-in", signedInAnswerSchema, { body });
  return user;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
