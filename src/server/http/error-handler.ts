import { STATUS_CODES } from "node:http";
import type { ErrorResponse, FieldIssue } from "@contract/errors";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";
import { codeOf, HTTP_MESSAGES } from "../lib/message-codes";

const CONTEXT_NAMES: Record<string, string> = { querystring: "query" };

/**
 * The one place errors become answers. Validation → 400 naming each field and its reason; an
 * AppError → its status and message; a broken multipart form → 400; a client error raised by Fastify
 * or its plugins (bad JSON, too large, too many files) → its status; anything else is a bug: logged
 * with the request, answered 500 with no internals.
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
      // "Busy" (a public read shed or past its time, lib/public-reads.ts): say when to come back.
      if (error.statusCode === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", "2");
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.issues));
    }
    if (isMalformedForm(request, error)) {
      return reply.code(400).send(body(400, HTTP_MESSAGES.formUnreadable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, clientMessage(error)));
    }
    if (isOverloaded(error)) {
      request.log.warn({ err: error }, "no database connection free in time");
      return reply.code(503).header("retry-after", "2").send(body(503, HTTP_MESSAGES.busy));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(body(500, HTTP_MESSAGES.serverError));
  });
}

/**
 * The multipart parser (busboy) reports a broken form — no boundary, an empty or overlong one, a body
 * cut short — as a plain Error with neither a code nor a status; these are its messages.
 */
const MALFORMED_FORM =
  /^(?:Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (?:be an empty String\/Buffer|have a length bigger than \d+))\.?$/;

function isMalformedForm(request: FastifyRequest, error: FastifyError): boolean {
  return error.statusCode === undefined && request.isMultipart() && MALFORMED_FORM.test(error.message);
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
      return HTTP_MESSAGES.invalidJson;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return HTTP_MESSAGES.bodyTooLarge;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return HTTP_MESSAGES.unsupportedType;
    // The multipart parser's limits and refusals (routes answer the ones they expect themselves).
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return HTTP_MESSAGES.sendAsForm;
    case "FST_REQ_FILE_TOO_LARGE":
      return HTTP_MESSAGES.fileTooLarge;
    case "FST_FILES_LIMIT":
      return HTTP_MESSAGES.oneFileOnly;
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return HTTP_MESSAGES.tooManyFields;
    case "FST_PROTO_VIOLATION":
      return HTTP_MESSAGES.badFieldName;
    default:
      return error.message;
  }
}

/**
 * An error answer. Its message (and each field issue's) carries its stable code when it has one
 * (lib/message-codes.ts), so the web app can show it in the reader's language.
 */
export function body(statusCode: number, message: string, issues?: FieldIssue[]): ErrorResponse {
  const coded = issues?.map((issue) => ({ ...issue, ...codeOf(issue.message) }));
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
    ...codeOf(message),
    ...(coded ? { issues: coded } : {}),
  };
}
