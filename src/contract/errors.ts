import { z } from "zod";

/** One problem with one field of a request: `field` is "body.email", "query.page", "params.id"... */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** The message's stable code (see docs/product.md §8), when it has one; its values in params. */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every error the API answers has this shape, whatever the status. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** The message's stable code (`booking.noSeats`): the web app shows it in the reader's language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
