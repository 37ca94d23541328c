import type { CurrentUser } from "@contract/users";
import { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { currentUserQueryKey } from "@/lib/current-user";
import { requireRole } from "./access";

/*
 * The guard sends a visitor to log in with the page to come back to (docs/product.md §2.1). In a
 * Hindi tab (/hi/...) the router's basename is /hi and the login page navigates inside it, so
 * `next` must be the page without its prefix: one language prefix after signing in, never two.
 */

const ORIGIN = "https://toppers.example";
beforeAll(() => vi.stubGlobal("window", { location: { origin: ORIGIN } }));
afterAll(() => vi.unstubAllGlobals());

async function guard(address: string, user: CurrentUser | null): Promise<string | null> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  const args = { request: new Request(`${ORIGIN}${address}`), params: {}, context: {} };
  try {
    await requireRole(queryClient, ["student"])(args as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get("location");
  }
}

describe("the guard's way to log in", () => {
  it("carries the page as the router knows it, without the Hindi prefix", async () => {
    expect(await guard("/hi/payment/ses_1?from=card", null)).toBe(
      `/login?next=${encodeURIComponent("/payment/ses_1?from=card")}`,
    );
    expect(await guard("/hi/feedback/ses_2", null)).toBe(
      `/login?next=${encodeURIComponent("/feedback/ses_2")}`,
    );
    expect(await guard("/payment/ses_1", null)).toBe(`/login?next=${encodeURIComponent("/payment/ses_1")}`);
  });

  it("lets the right role in and sends another home", async () => {
    const student = {
      id: "u1",
      name: "Asha Verma",
      email: "asha@example.com",
      role: "student",
      image: null,
      language: "hi",
      emailVerified: true,
    } as const;
    expect(await guard("/hi/payment/ses_1", student)).toBeNull();
    expect(await guard("/hi/payment/ses_1", { ...student, role: "mentor" })).toBe("/");
  });
});
