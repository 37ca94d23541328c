import { ContentPageView } from "../components/content-page-view";
import { useT } from "../i18n";

export function AboutPage() {
  const t = useT();
  return (
    <ContentPageView slug="about-us" title={t("about.title")} metaDescription={t("about.metaDescription")} />
  );
}
