import { ContentPageView } from "../components/content-page-view";

export function PrivacyPage() {
  return (
    <ContentPageView
      slug="privacy-policy"
      title="Privacy Policy"
      metaDescription="What personal data Toppers Connect keeps, why, for how long and who can see it, and how to ask for a copy or for deletion."
    />
  );
}
