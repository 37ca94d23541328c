import { bookingAnswerSchema } from "@contract/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { ownBookingsQueryKey, sessionsQueryKey } from "@/lib/query-keys";
import { type UploadOptions, uploadForm } from "@/lib/upload";
import type { OwnBooking } from "./use-own-booking";

export type BookingAnswer = z.output<typeof bookingAnswerSchema>;
export type BookingInput = { sessionId: string; proof: File | null; utr: string };

/**
 * POST /api/sessions/{id}/bookings as multipart/form-data: the 12-digit `utr` and, when given, the
 * `proof` screenshot, with the upload's progress (`onProgress` gets 0 to 1). Fails with an ApiError
 * carrying the server's message.
 */
export function bookSession(
  { sessionId, proof, utr }: BookingInput,
  options: UploadOptions = {},
): Promise<BookingAnswer> {
  const body = new FormData();
  // Text fields first: the server reads the parts in order, the file last.
  body.append("utr", utr);
  if (proof) body.append("proof", proof, proof.name);
  return uploadForm(
    `/sessions/${encodeURIComponent(sessionId)}/bookings`,
    body,
    bookingAnswerSchema,
    options,
  );
}

/**
 * Books a seat with the proof, tracking the upload's progress (0 to 100, null when no upload is
 * under way). On success this student's bookings list shows the new pending payment at once, and
 * the session (its seats left) is asked for again.
 */
export function useBookSession() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: BookingInput) =>
      bookSession(input, { onProgress: (share) => setProgress(Math.round(share * 100)) }),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: (answer, input) => {
      queryClient.setQueryData<OwnBooking[]>(ownBookingsQueryKey, (current = []) => [
        ...current.filter((b) => b.sessionId !== input.sessionId),
        {
          sessionId: input.sessionId,
          bookingId: answer.bookingId,
          paymentId: answer.paymentId,
          paymentStatus: "created",
        },
      ]);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownBookingsQueryKey });
    },
  });
  return { ...mutation, progress };
}
