import { PageTitle } from "@/components/ui/page-title";

export function SignupPage() {
  return <PageTitle title="Sign Up" />;
}
