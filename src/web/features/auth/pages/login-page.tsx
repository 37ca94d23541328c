import { PageTitle } from "@/components/ui/page-title";

export function LoginPage() {
  return <PageTitle title="Login" />;
}
