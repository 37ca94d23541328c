import { z } from "zod";

/** One problem with one field of a request: `field` is "body.email", "query.page", "params.id"... */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every error the API answers has this shape, whatever the status. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
