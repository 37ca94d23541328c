import type { CurrentUser } from "@contract/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const currentUserQueryKey = ["auth", "current-user"] as const;

/** GET /api/me: the signed-in user, or null for a visitor (the auth cookie is httpOnly). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  // Imported on demand: the schema brings zod, which the first paint of every page does not need.
  const { meAnswerSchema } = await import("@contract/auth");
  const { user } = await api.get("/me", meAnswerSchema, { signal });
  return user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    // Who is signed in changes only by signing in or out, which update this entry themselves.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The whole query, for the few places that must tell "not known yet" (isPending) from "signed out"
 * (data null): the header's sign-in slot and the route guards.
 */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** The signed-in user, or null for a visitor (also while the first answer is on its way). */
export function useCurrentUser(): CurrentUser | null {
  const { data } = useCurrentUserQuery();
  return data ?? null;
}
