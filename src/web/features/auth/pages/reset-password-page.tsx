import { PageTitle } from "@/components/ui/page-title";

export function ResetPasswordPage() {
  return <PageTitle title="Reset Password" />;
}
