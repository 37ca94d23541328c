import { PageTitle } from "@/components/ui/page-title";

export function BookingSessionsPage() {
  return <PageTitle title="Book Your Sessions" />;
}
