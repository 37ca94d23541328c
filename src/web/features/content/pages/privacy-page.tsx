import { ContentPageView } from "../components/content-page-view";
import { useT } from "../i18n";

export function PrivacyPage() {
  const t = useT();
  return (
    <ContentPageView
      slug="privacy-policy"
      title={t("privacy.title")}
      metaDescription={t("privacy.metaDescription")}
    />
  );
}
