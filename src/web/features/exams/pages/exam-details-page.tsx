import { PageTitle } from "@/components/ui/page-title";

export function ExamDetailsPage() {
  return <PageTitle title="Exam Details" />;
}
