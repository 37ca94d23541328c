import type { z } from "zod";
import { i18n } from "./i18n";

/** Every call of the web app goes to the same origin under this prefix (the dev server proxies it). */
export const API_BASE = "/api";

/** A failed API call: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  /** JSON-serialisable value, or FormData for uploads (the browser then sets the multipart boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
};

/**
 * How the app's requests leave: the browser's fetch. Server rendering (app/prerender/render.tsx)
 * routes them into the server instead, each to the request it renders for.
 */
export const apiTransport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = {
  fetch: (url, init) => fetch(url, init),
};

const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The server's own message (fastify answers `{ statusCode, error, message }`), else the status text. */
function messageOf(body: unknown, response: Response): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return response.json();
  const text = await response.text();
  return text === "" ? undefined : text;
}

async function request(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: unknown }> {
  const { body, query, headers, signal } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    signal,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await apiTransport.fetch(buildUrl(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, i18n.t("common:api.network", { defaultValue: NETWORK_ERROR }));
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch {
    throw new ApiError(
      response.status,
      i18n.t("common:api.unreadable", { defaultValue: "The server sent a response that could not be read." }),
    );
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(data, response), data);
  return { status: response.status, data };
}

/**
 * Calls `path` (relative to /api) and, when a schema is given, validates the answer with it, so a
 * response that does not match the contract fails loudly instead of rendering garbage.
 */
function call<S extends z.ZodType>(method: Method, path: string, schema: S, options?: RequestOptions) {
  return request(method, path, options).then(({ status, data }) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(status, `Unexpected response from ${API_BASE}${path}`, data);
    }
    return parsed.data as z.output<S>;
  });
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, "body">) =>
    call("GET", path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    call("POST", path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    call("PUT", path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    call("PATCH", path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    call("DELETE", path, schema, options),
  /** For calls whose answer carries nothing to read (204, or a body the caller ignores). */
  send: (method: Exclude<Method, "GET">, path: string, options?: RequestOptions) =>
    request(method, path, options).then(() => undefined),
};
