import { PageTitle } from "@/components/ui/page-title";

export function ArticlesPage() {
  return <PageTitle title="Articles" />;
}
