import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { currentUserQueryOptions } from "@/lib/current-user";
import { type Access, AccessGate, ROUTE_ACCESS, requireRole } from "./access";
import { RootLayout } from "./layouts/root-layout";
import { RootErrorPage, RouteErrorPage } from "./routes/error-page";
import { PageFallback } from "./routes/page-fallback";

/**
 * A route whose page code is a separate chunk, downloaded when the route is first visited:
 * `page(() => import("..."), (m) => m.SomePage)`.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject["lazy"] {
  return async () => ({ Component: pick(await load()) });
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * A screen only some roles may open (docs/product.md §2.1): the loader decides before the page renders (see
   * access.tsx); while it waits, <main> shows the page fallback, never the page.
   */
  const guarded = (roles: Access, route: RouteObject): RouteObject => ({
    loader: requireRole(queryClient, roles),
    element: <AccessGate roles={roles} />,
    children: [route],
  });

  return [
    {
      id: "root",
      Component: RootLayout,
      // Only when the chrome itself fails; page errors are caught one level down, inside the chrome.
      // No loader here on purpose: on first load react-router renders nothing of a route whose loader
      // has not finished (and it finishes only with the page's code), so a loader would hold back the
      // header and footer. The signed-in user is primed one level down instead.
      errorElement: <RootErrorPage />,
      children: [
        {
          id: "pages",
          errorElement: <RouteErrorPage />,
          // Shown in <main> while the first page's chunk downloads (and while a guard decides).
          hydrateFallbackElement: <PageFallback />,
          // Primes GET /api/me as the router starts, alongside the page's code rather than after the
          // first render. Not awaited: nothing waits for it except the guards, which await it themselves.
          // Prerendered pages hydrate with this loader's answer given (null), so it does not run then:
          // the header's own query asks once hydrated. At build time (no window) it asks nothing.
          loader: () => {
            if (typeof window !== "undefined") void queryClient.prefetchQuery(currentUserQueryOptions());
            return null;
          },
          children: [
            {
              index: true,
              lazy: page(
                () => import("@/features/home/pages/home-page"),
                (m) => m.HomePage,
              ),
            },
            {
              path: paths.login.path,
              lazy: page(
                () => import("@/features/auth/pages/login-page"),
                (m) => m.LoginPage,
              ),
            },
            {
              path: paths.signup.path,
              lazy: page(
                () => import("@/features/auth/pages/signup-page"),
                (m) => m.SignupPage,
              ),
            },
            {
              path: paths.forgotPassword.path,
              lazy: page(
                () => import("@/features/auth/pages/forgot-password-page"),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: paths.resetPassword.path,
              lazy: page(
                () => import("@/features/auth/pages/reset-password-page"),
                (m) => m.ResetPasswordPage,
              ),
            },
            {
              path: paths.verifyEmail.path,
              lazy: page(
                () => import("@/features/auth/pages/verify-email-page"),
                (m) => m.VerifyEmailPage,
              ),
            },
            {
              path: paths.becomeMentor.path,
              lazy: page(
                () => import("@/features/mentor-applications/pages/become-mentor-page"),
                (m) => m.BecomeMentorPage,
              ),
            },
            {
              path: paths.examDetails.path,
              lazy: page(
                () => import("@/features/exams/pages/exam-details-page"),
                (m) => m.ExamDetailsPage,
              ),
            },
            {
              path: paths.testPortal.path,
              lazy: page(
                () => import("@/features/test-portal/pages/test-portal-page"),
                (m) => m.TestPortalPage,
              ),
            },
            {
              path: paths.blogs.path,
              lazy: page(
                () => import("@/features/articles/pages/articles-page"),
                (m) => m.ArticlesPage,
              ),
            },
            {
              path: paths.blogArticle.path,
              lazy: page(
                () => import("@/features/articles/pages/article-page"),
                (m) => m.ArticlePage,
              ),
            },
            {
              path: paths.about.path,
              lazy: page(
                () => import("@/features/content/pages/about-page"),
                (m) => m.AboutPage,
              ),
            },
            {
              path: paths.faq.path,
              lazy: page(
                () => import("@/features/content/pages/faq-page"),
                (m) => m.FaqPage,
              ),
            },
            {
              // Matching is case-insensitive: this also serves /Terms (the footer's spelling).
              path: paths.terms.path,
              lazy: page(
                () => import("@/features/content/pages/terms-page"),
                (m) => m.TermsPage,
              ),
            },
            {
              path: paths.privacy.path,
              lazy: page(
                () => import("@/features/content/pages/privacy-page"),
                (m) => m.PrivacyPage,
              ),
            },
            {
              path: paths.bookingSessions.path,
              lazy: page(
                () => import("@/features/sessions/pages/booking-sessions-page"),
                (m) => m.BookingSessionsPage,
              ),
            },
            {
              // The mentor directory and a mentor's public page (docs/decisions/017).
              path: paths.mentors.path,
              lazy: page(
                () => import("@/features/mentors/pages/mentor-directory-page"),
                (m) => m.MentorDirectoryPage,
              ),
            },
            {
              path: paths.mentorPage.path,
              lazy: page(
                () => import("@/features/mentors/pages/mentor-page"),
                (m) => m.MentorPage,
              ),
            },
            {
              path: paths.sessionPage.path,
              lazy: page(
                () => import("@/features/sessions/pages/session-page"),
                (m) => m.SessionPage,
              ),
            },
            guarded(ROUTE_ACCESS.payment, {
              path: paths.payment.path,
              lazy: page(
                () => import("@/features/bookings/pages/payment-page"),
                (m) => m.PaymentPage,
              ),
            }),
            guarded(ROUTE_ACCESS.studentDashboard, {
              path: paths.studentDashboard.path,
              lazy: page(
                () => import("@/features/students/pages/student-dashboard-page"),
                (m) => m.StudentDashboardPage,
              ),
            }),
            guarded(ROUTE_ACCESS.mentorDashboard, {
              path: paths.mentorDashboard.path,
              lazy: page(
                () => import("@/features/mentor-dashboard/pages/mentor-dashboard-page"),
                (m) => m.MentorDashboardPage,
              ),
            }),
            guarded(ROUTE_ACCESS.adminDashboard, {
              path: paths.adminDashboard.path,
              lazy: page(
                () => import("@/features/admin/pages/admin-dashboard-page"),
                (m) => m.AdminDashboardPage,
              ),
            }),
            guarded(ROUTE_ACCESS.adminPayment, {
              path: paths.adminPayment.path,
              lazy: page(
                () => import("@/features/payments/pages/admin-payment-page"),
                (m) => m.AdminPaymentPage,
              ),
            }),
            guarded(ROUTE_ACCESS.sessionDetails, {
              path: paths.sessionDetails.path,
              lazy: page(
                () => import("@/features/sessions/pages/session-details-page"),
                (m) => m.SessionDetailsPage,
              ),
            }),
            guarded(ROUTE_ACCESS.postSession, {
              path: paths.postSession.path,
              lazy: page(
                () => import("@/features/sessions/pages/post-session-page"),
                (m) => m.PostSessionPage,
              ),
            }),
            guarded(ROUTE_ACCESS.liveSession, {
              path: paths.liveSession.path,
              lazy: page(
                () => import("@/features/live-sessions/pages/live-session-page"),
                (m) => m.LiveSessionPage,
              ),
            }),
            guarded(ROUTE_ACCESS.mentorLiveSession, {
              path: paths.mentorLiveSession.path,
              lazy: page(
                () => import("@/features/live-sessions/pages/mentor-live-session-page"),
                (m) => m.MentorLiveSessionPage,
              ),
            }),
            guarded(ROUTE_ACCESS.mentorLiveSession, {
              path: paths.mentorLiveRoom.path,
              lazy: page(
                () => import("@/features/live-sessions/pages/mentor-live-room-page"),
                (m) => m.MentorLiveRoomPage,
              ),
            }),
            guarded(ROUTE_ACCESS.viewMentor, {
              path: paths.viewMentor.path,
              lazy: page(
                () => import("@/features/admin/pages/view-mentor-page"),
                (m) => m.ViewMentorPage,
              ),
            }),
            guarded(ROUTE_ACCESS.viewStudent, {
              path: paths.viewStudent.path,
              lazy: page(
                () => import("@/features/admin/pages/view-student-page"),
                (m) => m.ViewStudentPage,
              ),
            }),
            guarded(ROUTE_ACCESS.feedback, {
              path: paths.feedback.path,
              lazy: page(
                () => import("@/features/feedback/pages/feedback-page"),
                (m) => m.FeedbackPage,
              ),
            }),
            {
              path: paths.notFound.path,
              lazy: page(
                () => import("@/components/not-found-page"),
                (m) => m.NotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the code of the routes that match `pathname` and puts it on the route objects, so that a
 * router made from them next renders the page at once (hydrating a prerendered page must render
 * exactly what the server rendered, not a fallback while a chunk downloads).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** What the prerendered pages' loaders answered at build time (the only one: "pages", null). */
export const PRERENDERED_LOADER_DATA = { pages: null } as const;
