import { hashKey, type Query, type QueryClient } from "@tanstack/react-query";
import type { NavigateFunction } from "react-router";
import { paths } from "@/config/paths";
import { currentUserQueryKey } from "./api/get-current-user";

/**
 * Signs the user out of this tab: forgets everything cached for them and goes home.
 *
 * TODO(accounts): call the server's sign-out endpoint first, so the auth cookie is cleared too.
 */
export async function logout(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  await navigate(paths.home.getHref(), { replace: true });
  await queryClient.cancelQueries();
  // Set, not removed: every mounted useCurrentUser() is told and re-renders signed out at once.
  queryClient.setQueryData(currentUserQueryKey, null);
  const userHash = hashKey(currentUserQueryKey);
  const isOtherQuery = (query: Query) => query.queryHash !== userHash;
  queryClient.removeQueries({ predicate: (query) => isOtherQuery(query) && query.getObserversCount() === 0 });
  // What is still on screen (the footer's links, say) is fetched again as a visitor.
  await queryClient.resetQueries({ predicate: isOtherQuery });
}
