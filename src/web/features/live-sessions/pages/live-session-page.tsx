import { PageTitle } from "@/components/ui/page-title";

export function LiveSessionPage() {
  return <PageTitle title="Live Session" />;
}
