import { PageTitle } from "@/components/ui/page-title";

export function BecomeMentorPage() {
  return <PageTitle title="Become a Mentor" />;
}
