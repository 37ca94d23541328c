import { ContentPageView } from "../components/content-page-view";

/** Served at /terms and, since paths match case-insensitively, at /Terms (the footer's link). */
export function TermsPage() {
  return (
    <ContentPageView
      slug="Terms"
      title="Terms and Conditions"
      metaDescription="The terms for booking, paying for and attending mentoring sessions on Toppers Connect, including refunds, conduct and mentors' responsibilities."
    />
  );
}
