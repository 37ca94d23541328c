import type { FieldIssue } from "@contract/errors";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/errors";

export const NUL_MESSAGE = "Text may not contain the NUL character (\\0).";

/**
 * PostgreSQL text cannot hold the NUL character: a value carrying one ("%00" in a URL, "\u0000" in
 * JSON) fails the query it reaches. No form sends one, so a request with one anywhere in its path
 * parameters, query or body is refused up front with a 400 naming the field. It runs after the
 * route's own checks (who may call it, the schemas), so it tells nobody more than they would learn.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    const issues = [
      ...nulFields(request.params, "params"),
      ...nulFields(request.query, "query"),
      ...nulFields(request.body, "body"),
    ];
    done(issues.length > 0 ? badRequest(NUL_MESSAGE, issues) : undefined);
  });
}

/** Where `value` (any JSON-like value, however deep) has a string with a NUL in it or in a key. */
export function nulFields(value: unknown, root: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // A stack, not recursion: a body may be nested far deeper than the call stack allows.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [current, at] = pending.pop() as [unknown, string];
    if (typeof current === "string") {
      if (current.includes("\0")) issues.push({ field: at, message: NUL_MESSAGE });
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const field = `${at}.${key}`;
        if (key.includes("\0")) issues.push({ field, message: NUL_MESSAGE });
        else pending.push([inner, field]);
      }
    }
  }
  return issues.reverse();
}
