import { PageTitle } from "@/components/ui/page-title";

export function ViewMentorPage() {
  return <PageTitle title="Mentor Profile" />;
}
