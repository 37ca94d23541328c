import { STATUS_CODES } from "node:http";
import type { FieldIssue } from "@contract/errors";

/**
 * An error whose message is meant for the user. Commands throw these; the error handler turns them
 * into the JSON error answer. Anything else that escapes is a bug and answers a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = "AppError";
  }

  get error(): string {
    return STATUS_CODES[this.statusCode] ?? "Error";
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new AppError(400, message, issues);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, message);
export const forbidden = (message = "You do not have access to this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
