import { PageTitle } from "@/components/ui/page-title";

export function StudentDashboardPage() {
  return <PageTitle title="Student Dashboard" />;
}
