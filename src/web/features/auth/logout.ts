import type { QueryClient } from "@tanstack/react-query";
import type { NavigateFunction } from "react-router";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { signOut } from "./api/sign-out";
import { switchUser } from "./session";

/**
 * Signs the user out: the server ends the auth session and clears the httpOnly cookie, then this tab
 * goes home and forgets everything cached for the user. When the server cannot be reached the user
 * is told and stays signed in (the cookie would still be there), rather than pretending.
 */
export async function logout(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    toast.error("Logout failed", {
      description: isApiError(error) ? error.message : "Please try again.",
    });
    return;
  }
  // Leave first, so a page only signed-in users may see is gone before its data is.
  await navigate(paths.home.getHref(), { replace: true });
  await switchUser(queryClient, null);
}
