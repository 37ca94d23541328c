import { PageTitle } from "@/components/ui/page-title";

export function MentorDashboardPage() {
  return <PageTitle title="Mentor Dashboard" />;
}
