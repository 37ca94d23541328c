import type { CurrentUser } from "@contract/users";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const currentUserQueryKey = ["auth", "current-user"] as const;

/**
 * The one place that knows how the signed-in user is fetched.
 *
 * The accounts issue swaps this body for the real call, e.g.
 *   `return api.get("/me", currentUserSchema.nullable())`
 * GET /api/me does not exist yet, so for now every visitor is signed out.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  return null;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    // Who is signed in changes only by signing in or out, which update this entry themselves.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The signed-in user, or null for a visitor (also while the first answer is on its way). */
export function useCurrentUser(): CurrentUser | null {
  const { data } = useQuery(currentUserQueryOptions());
  return data ?? null;
}
