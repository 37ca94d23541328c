import { PageTitle } from "@/components/ui/page-title";

export function ForgotPasswordPage() {
  return <PageTitle title="Forgot Password" />;
}
