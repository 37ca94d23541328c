import type { z } from "zod";
import { API_BASE, ApiError } from "./api";

const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

export type UploadOptions = {
  /** Called as the request body goes out, with the share sent so far (0 to 1); 1 once answered. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

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
 * POSTs `body` (multipart/form-data) to `path` (relative to /api) and validates the answer with
 * `schema`, like `api.post`. Sent with XMLHttpRequest rather than fetch because only XHR reports how
 * much of the upload has gone. Fails with an ApiError carrying the server's message (status 0 when the
 * server could not be reached), or an AbortError when `signal` aborts it.
 */
export function uploadForm<S extends z.ZodType>(
  path: string,
  body: FormData,
  schema: S,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise<z.output<S>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`);
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
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        reject(new ApiError(xhr.status, "Unexpected response from the server.", data));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data as z.output<S>);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.ontimeout = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
