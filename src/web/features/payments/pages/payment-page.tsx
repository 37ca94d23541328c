import { PageTitle } from "@/components/ui/page-title";

export function PaymentPage() {
  return <PageTitle title="Payment" />;
}
