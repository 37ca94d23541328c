import type { CurrentUser } from "@contract/users";
import { hashKey, type Query, type QueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "@/lib/current-user";

const isNotCurrentUser = (query: Query) => query.queryHash !== hashKey(currentUserQueryKey);

/**
 * Records who is signed in now (null: nobody) and forgets everything cached for whoever was before:
 * a list fetched as a visitor (or as another account) must not be shown to the new user.
 */
export async function switchUser(queryClient: QueryClient, user: CurrentUser | null): Promise<void> {
  // Including a /me still on its way: its (older) answer must not overwrite this one.
  await queryClient.cancelQueries();
  // Set, not removed: every mounted useCurrentUser() is told and re-renders at once.
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.removeQueries({
    predicate: (query) => isNotCurrentUser(query) && query.getObserversCount() === 0,
  });
  // What is still on screen (the footer's links, say) is fetched again as the new user; nobody waits.
  void queryClient.resetQueries({ predicate: isNotCurrentUser });
}
