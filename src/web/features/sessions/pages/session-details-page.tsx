import { PageTitle } from "@/components/ui/page-title";

export function SessionDetailsPage() {
  return <PageTitle title="Session Details" />;
}
