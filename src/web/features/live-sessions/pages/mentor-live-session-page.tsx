import { PageTitle } from "@/components/ui/page-title";

export function MentorLiveSessionPage() {
  return <PageTitle title="Live Session Control Panel" />;
}
