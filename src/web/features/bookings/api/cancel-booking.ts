import {
  type CancelBookingBody,
  cancelBookingAnswerSchema,
  cancellationPreviewSchema,
} from "@contract/cancellations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { API_BASE, api } from "@/lib/api";
import { studentDashboardQueryKey, studentProfileQueryKey, studentsQueryKey } from "@/lib/query-keys";

const bookingPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`;

/** GET /api/bookings/{id}/cancellation: what cancelling now would do (refund or not, how much). */
export function getCancellationPreview(bookingId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`${bookingPath(bookingId)}/cancellation`, cancellationPreviewSchema, { signal });
}

export function cancellationPreviewQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: [...studentsQueryKey, "me", "bookings", bookingId, "cancellation"] as const,
    queryFn: ({ signal }) => getCancellationPreview(bookingId, { signal }),
    // The outcome depends on the time: asked afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The outcome, loaded only while the confirm dialog is open. */
export function useCancellationPreview(bookingId: string, enabled: boolean) {
  return useQuery({ ...cancellationPreviewQueryOptions(bookingId), enabled });
}

/** POST /api/bookings/{id}/cancel, with the refund UPI id when the student gave one. */
export function cancelBooking(bookingId: string, body: CancelBookingBody) {
  return api.post(`${bookingPath(bookingId)}/cancel`, cancelBookingAnswerSchema, { body });
}

/** Cancels; the dashboard (the card's refund state, the figures) and the profile (its UPI id) reload. */
export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelBookingBody) => cancelBooking(bookingId, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: studentDashboardQueryKey });
      void queryClient.invalidateQueries({ queryKey: studentProfileQueryKey });
    },
  });
}

/** "Add to calendar": a plain link to the download, so it works before the app's script runs. */
export const calendarFileHref = (bookingId: string) => `${API_BASE}${bookingPath(bookingId)}/calendar.ics`;
