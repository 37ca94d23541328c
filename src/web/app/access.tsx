import { splitLanguagePrefix } from "@contract/i18n";
import type { Role } from "@contract/users";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type LoaderFunctionArgs, Outlet, redirect, useRevalidator } from "react-router";
import { paths } from "@/config/paths";
import { loginHref } from "@/features/auth/redirect";
import { currentUserQueryOptions, useCurrentUserQuery } from "@/lib/current-user";

/**
 * Who may open which screen (docs/product.md §2.1, §6). A convenience for people, not a protection: the server
 * checks role and ownership on every call these screens make.
 */
export const ROUTE_ACCESS = {
  postSession: ["mentor", "admin"],
  studentDashboard: ["student"],
  mentorDashboard: ["mentor"],
  adminDashboard: ["admin"],
  adminPayment: ["admin"],
  viewMentor: ["admin"],
  viewStudent: ["admin"],
  sessionDetails: ["mentor", "admin"],
  payment: ["student"],
  liveSession: ["student"],
  feedback: ["student"],
  mentorLiveSession: ["mentor", "admin"],
} as const satisfies Partial<Record<keyof typeof paths, readonly Role[]>>;

export type Access = readonly Role[];

type Verdict = { allowed: true } | { allowed: false; to: string };

/** Nobody signed in → the login page, which brings them back here after; the wrong role → home. */
function judge(user: { role: Role } | null, roles: Access, here: string): Verdict {
  if (user === null) return { allowed: false, to: loginHref(here) };
  if (!roles.includes(user.role)) return { allowed: false, to: paths.home.getHref() };
  return { allowed: true };
}

/**
 * The guard's loader: it waits for the signed-in user (GET /api/me, shared with the header through
 * the query cache) before the page renders, so a protected page never flashes for someone who may
 * not see it. It runs in parallel with the download of the page's code.
 */
export function requireRole(queryClient: QueryClient, roles: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    const url = new URL(request.url);
    // The request's address has the router's basename (/hi in a Hindi tab), and `next` is a path
    // inside the router, which adds its basename again: keeping it would lead to /hi/hi/... (a 404).
    const here = `${splitLanguagePrefix(url.pathname).pathname}${url.search}`;
    const verdict = judge(user, roles, here);
    if (!verdict.allowed) throw redirect(verdict.to);
    return null;
  };
}

/**
 * The guard's element: keeps watching after the loader let the visitor in. Should the user change
 * while the page is open (signed out, say), the page goes blank at once and the loaders run again,
 * so the guard's loader sends them on (to log in, or home). Redirecting from here instead would race
 * a navigation already under way: logout goes home first and only then forgets the user, and React
 * may render the forgotten user before it renders home.
 */
export function AccessGate({ roles }: { roles: Access }) {
  const { data: user, isPending } = useCurrentUserQuery();
  const { revalidate } = useRevalidator();
  const allowed = !isPending && judge(user ?? null, roles, "").allowed;
  useEffect(() => {
    if (!isPending && !allowed) void revalidate();
  }, [isPending, allowed, revalidate]);
  return allowed ? <Outlet /> : null;
}
