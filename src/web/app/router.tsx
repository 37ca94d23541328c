import { type ComponentType, useMemo } from "react";
import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router";
import { paths } from "@/config/paths";
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

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    // Only when the chrome itself fails; page errors are caught one level down, inside the chrome.
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Shown in <main> while the first page's chunk downloads.
        hydrateFallbackElement: <PageFallback />,
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
            path: paths.payment.path,
            lazy: page(
              () => import("@/features/payments/pages/payment-page"),
              (m) => m.PaymentPage,
            ),
          },
          {
            path: paths.studentDashboard.path,
            lazy: page(
              () => import("@/features/students/pages/student-dashboard-page"),
              (m) => m.StudentDashboardPage,
            ),
          },
          {
            path: paths.mentorDashboard.path,
            lazy: page(
              () => import("@/features/mentors/pages/mentor-dashboard-page"),
              (m) => m.MentorDashboardPage,
            ),
          },
          {
            path: paths.adminDashboard.path,
            lazy: page(
              () => import("@/features/admin/pages/admin-dashboard-page"),
              (m) => m.AdminDashboardPage,
            ),
          },
          {
            path: paths.adminPayment.path,
            lazy: page(
              () => import("@/features/payments/pages/admin-payment-page"),
              (m) => m.AdminPaymentPage,
            ),
          },
          {
            path: paths.sessionDetails.path,
            lazy: page(
              () => import("@/features/sessions/pages/session-details-page"),
              (m) => m.SessionDetailsPage,
            ),
          },
          {
            path: paths.postSession.path,
            lazy: page(
              () => import("@/features/sessions/pages/post-session-page"),
              (m) => m.PostSessionPage,
            ),
          },
          {
            path: paths.liveSession.path,
            lazy: page(
              () => import("@/features/live-sessions/pages/live-session-page"),
              (m) => m.LiveSessionPage,
            ),
          },
          {
            path: paths.mentorLiveSession.path,
            lazy: page(
              () => import("@/features/live-sessions/pages/mentor-live-session-page"),
              (m) => m.MentorLiveSessionPage,
            ),
          },
          {
            path: paths.viewMentor.path,
            lazy: page(
              () => import("@/features/mentors/pages/view-mentor-page"),
              (m) => m.ViewMentorPage,
            ),
          },
          {
            path: paths.viewStudent.path,
            lazy: page(
              () => import("@/features/students/pages/view-student-page"),
              (m) => m.ViewStudentPage,
            ),
          },
          {
            path: paths.feedback.path,
            lazy: page(
              () => import("@/features/feedback/pages/feedback-page"),
              (m) => m.FeedbackPage,
            ),
          },
          {
            path: paths.notFound.path,
            lazy: page(
              () => import("./routes/not-found"),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export function AppRouter() {
  // Created once per app: the router owns the history listener.
  const router = useMemo(() => createAppRouter(), []);
  return <RouterProvider router={router} />;
}
