import { PageTitle } from "@/components/ui/page-title";

export function PrivacyPage() {
  return <PageTitle title="Privacy Policy" />;
}
