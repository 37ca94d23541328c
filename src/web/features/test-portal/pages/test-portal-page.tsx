import { PageTitle } from "@/components/ui/page-title";

export function TestPortalPage() {
  return <PageTitle title="Test Portal" />;
}
