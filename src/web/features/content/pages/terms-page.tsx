import { ContentPageView } from "../components/content-page-view";
import { useT } from "../i18n";

/** Served at /terms and, since paths match case-insensitively, at /Terms (the footer's link). */
export function TermsPage() {
  const t = useT();
  return (
    <ContentPageView slug="Terms" title={t("terms.title")} metaDescription={t("terms.metaDescription")} />
  );
}
