import { api } from "@/lib/api";

/** POST /api/auth/sign-out: ends this auth session and clears the cookie (200 even when signed out). */
export function signOut(): Promise<void> {
  return api.send("POST", "/auth/sign-out");
}
