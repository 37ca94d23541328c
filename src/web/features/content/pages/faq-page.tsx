import { PageTitle } from "@/components/ui/page-title";

export function FaqPage() {
  return <PageTitle title="Frequently Asked Questions" />;
}
