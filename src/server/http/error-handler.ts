import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorResponse, FieldIssue } from "../../contract/errors";
import { AppError } from "../lib/errors";

const CONTEXT_NAMES: Record<string, string> = { querystring: "query" };

/**
 * The one place errors become answers. Validation → 400 naming each field and its reason; an
 * AppError → its status and message; a client error raised by Fastify (bad JSON, too large) → its
 * status; anything else is a bug: logged with the request, answered 500 with no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? "body";
      const issues: FieldIssue[] = error.validation.map((issue) => {
        const at = issue.instancePath.split("/").filter(Boolean).join(".");
        const where = CONTEXT_NAMES[context] ?? context;
        return { field: at ? `${where}.${at}` : where, message: issue.message ?? "is invalid" };
      });
      const summary = issues.map((i) => `${i.field}: ${i.message}`).join("; ");
      return reply.code(400).send(body(400, `Invalid request. ${summary}`, issues));
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, clientMessage(error)));
    }
    if (isOverloaded(error)) {
      request.log.warn({ err: error }, "no database connection free in time");
      return reply
        .code(503)
        .header("retry-after", "2")
        .send(body(503, "We are very busy right now. Please try again in a moment."));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(body(500, "Something went wrong on our side. Please try again in a moment."));
  });
}

/** The PostgreSQL pool gave no connection in time (a burst beyond capacity), anywhere in the cause chain. */
function isOverloaded(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "This content type is not supported here.";
    default:
      return error.message;
  }
}

export function body(statusCode: number, message: string, issues?: FieldIssue[]): ErrorResponse {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, ...(issues ? { issues } : {}) };
}
