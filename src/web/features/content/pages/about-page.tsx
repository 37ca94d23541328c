import { PageTitle } from "@/components/ui/page-title";

export function AboutPage() {
  return <PageTitle title="About Us" />;
}
