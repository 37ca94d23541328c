import { ContentPageView } from "../components/content-page-view";

export function AboutPage() {
  return (
    <ContentPageView
      slug="about-us"
      title="About Us"
      metaDescription="Who we are: Toppers Connect links NEET and IIT-JEE aspirants with verified mentors who recently topped those exams, for live one-to-one and group sessions."
    />
  );
}
