import { PageTitle } from "@/components/ui/page-title";

export function FeedbackPage() {
  return <PageTitle title="Session Feedback" />;
}
