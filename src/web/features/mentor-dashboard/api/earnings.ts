import { mentorEarningsSchema, payoutUpiAnswerSchema } from "@contract/earnings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mentorsQueryKey } from "@/lib/query-keys";

/** The signed-in mentor's earnings by month, payouts received and balance. */
export const mentorEarningsQueryKey = [...mentorsQueryKey, "earnings"] as const;

/** GET /api/mentor/earnings. */
export function mentorEarningsQueryOptions() {
  return queryOptions({
    queryKey: mentorEarningsQueryKey,
    queryFn: ({ signal }) => api.get("/mentor/earnings", mentorEarningsSchema, { signal }),
  });
}

export function useMentorEarnings() {
  return useQuery(mentorEarningsQueryOptions());
}

/** The monthly table as a CSV download. */
export const EARNINGS_CSV_HREF = "/api/mentor/earnings.csv";

/** PUT /api/mentor/payout-upi: where payouts are sent. */
export function useSavePayoutUpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upiId: string) => api.put("/mentor/payout-upi", payoutUpiAnswerSchema, { body: { upiId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorEarningsQueryKey }),
  });
}
