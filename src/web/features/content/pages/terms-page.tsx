import { PageTitle } from "@/components/ui/page-title";

export function TermsPage() {
  return <PageTitle title="Terms and Conditions" />;
}
