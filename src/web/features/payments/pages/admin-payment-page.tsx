import { PageTitle } from "@/components/ui/page-title";

export function AdminPaymentPage() {
  return <PageTitle title="Payment Verification" />;
}
