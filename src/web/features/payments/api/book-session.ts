import { bookingAnswerSchema } from "@contract/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { ownBookingsQueryKey } from "@/features/sessions/api/get-own-bookings";
import { sessionsQueryKey } from "@/features/sessions/api/get-sessions";
import { API_BASE, ApiError } from "@/lib/api";
import type { OwnBooking } from "./use-own-booking";

export type BookingAnswer = z.output<typeof bookingAnswerSchema>;
export type BookingInput = { sessionId: string; proof: File; utr: string | null };

const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return fallback;
}

/**
 * POST /api/sessions/{id}/bookings as multipart/form-data: the `proof` image and, when given, the
 * 12-digit `utr`. Sent with XMLHttpRequest rather than fetch because only XHR reports how much of the
 * upload has gone (`onProgress` gets 0 to 1). Fails with an ApiError carrying the server's message.
 */
export function bookSession(
  { sessionId, proof, utr }: BookingInput,
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<BookingAnswer> {
  const body = new FormData();
  // Text fields first: the server reads the parts in order, the file last.
  if (utr) body.append("utr", utr);
  body.append("proof", proof, proof.name);

  return new Promise<BookingAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}/sessions/${encodeURIComponent(sessionId)}/bookings`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, messageOf(data, xhr.statusText || "Request failed"), data));
        return;
      }
      const parsed = bookingAnswerSchema.safeParse(data);
      if (!parsed.success) {
        reject(new ApiError(xhr.status, "Unexpected response from the server.", data));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.ontimeout = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
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
