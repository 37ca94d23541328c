import { PageTitle } from "@/components/ui/page-title";

export function ViewStudentPage() {
  return <PageTitle title="Student Profile" />;
}
