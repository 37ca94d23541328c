import { PageTitle } from "@/components/ui/page-title";

export function AdminDashboardPage() {
  return <PageTitle title="Admin Dashboard" />;
}
