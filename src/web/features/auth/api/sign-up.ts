import type { SignUpBody, signUpBodySchema } from "@contract/auth";
import type { CurrentUser } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { switchUser } from "../session";
import { signedInAnswerSchema } from "./sign-in";

/** The checked form values (signUpBodySchema's output): phone as +91XXXXXXXXXX, email lowercased. */
export type SignUpInput = z.output<typeof signUpBodySchema>;

/** POST /api/auth/sign-up: creates a student account and signs it in (201). */
export async function signUp(input: SignUpInput): Promise<CurrentUser> {
  const body: SignUpBody = input;
  const { user } = await api.post("/auth/sign-up", signedInAnswerSchema, { body });
  return user;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
