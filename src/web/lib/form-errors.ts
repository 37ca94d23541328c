import { AUTH_MESSAGES } from "@contract/auth";
import { isApiError } from "@/lib/api";
import { codeOfBody, translateMessage } from "@/lib/server-message";

/** The first message zod gives for each top-level field of `order`, in the reader's language. */
export function issuesByField<F extends string>(
  issues: ReadonlyArray<{
    path: ReadonlyArray<PropertyKey>;
    message: string;
    code?: string;
    params?: Record<string, string>;
  }>,
  order: readonly F[],
): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (order as readonly string[]).includes(field) && !(field in fields)) {
      // A zod issue's `code` is zod's own (too_small...), not a message code.
      const code = typeof issue.code === "string" && issue.code.includes(".") ? issue.code : undefined;
      fields[field as F] = translateMessage(issue.message, code, issue.params);
    }
  }
  return fields;
}

/**
 * The alert's text for invalid fields: docs/product.md §5 puts "Please fill in all required fields" before any
 * other rule; otherwise the reason of the first invalid field, in the order the form shows them.
 */
export function summarize<F extends string>(
  fields: Partial<Record<F, string>>,
  order: readonly F[],
): string | null {
  const messages = order.flatMap((field) => fields[field] ?? []);
  const required = translateMessage(AUTH_MESSAGES.requiredFields);
  if (messages.includes(required)) return required;
  return messages[0] ?? null;
}

/**
 * The field problems a 400 answer names (`issues: [{ field: "body.email", message }]`), for the
 * fields this form has.
 */
export function serverFieldIssues<F extends string>(
  error: unknown,
  order: readonly F[],
): Partial<Record<F, string>> {
  if (!isApiError(error)) return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("issues" in body) || !Array.isArray(body.issues))
    return {};
  const issues = body.issues.flatMap((issue: unknown) => {
    if (typeof issue !== "object" || issue === null) return [];
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof field !== "string" || typeof message !== "string") return [];
    return [{ path: field.replace(/^body\./, "").split("."), message, ...codeOfBody(issue) }];
  });
  return issuesByField(issues, order);
}

/**
 * Why a call failed, in words for the user: `issueSummary` (the field problems of a 400, clearer than
 * its technical message) when given, else the server's own message when it sent one, else `fallback`.
 */
export function failureReason(error: unknown, fallback: string, issueSummary?: string | null): string {
  if (issueSummary) return issueSummary;
  if (!isApiError(error)) return fallback;
  const body = error.body;
  const hasMessage =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string";
  // Status 0: the server could not be reached; the client's message says so.
  if (hasMessage) {
    const { code, params } = codeOfBody(body);
    return translateMessage(error.message, code, params);
  }
  return error.status === 0 ? error.message : fallback;
}

/**
 * The <FormField> props of one field: invalid or not, and its reason. A field invalid for the very
 * reason the alert gives (the alert's text contains it) points at the alert rather than repeating it.
 */
export function fieldErrorProps(message: string | undefined, summary: string | null, alertId: string) {
  const sameAsAlert = message !== undefined && (summary?.includes(message) ?? false);
  return {
    invalid: message !== undefined,
    error: sameAsAlert ? undefined : message,
    describedBy: sameAsAlert ? alertId : undefined,
  };
}
