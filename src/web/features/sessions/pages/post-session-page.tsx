import { PageTitle } from "@/components/ui/page-title";

export function PostSessionPage() {
  return <PageTitle title="Post a Session" />;
}
