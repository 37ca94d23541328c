import { MAX_AGE, MIN_AGE } from "@contract/mentor-applications";
import type { TFunction } from "i18next";
import { translateMessage } from "@/lib/server-message";

/** A problem zod found with one field of an application (the contract's schema, run in the browser). */
export type ApplicationIssue = {
  path: readonly PropertyKey[];
  code?: string;
  message: string;
  maximum?: unknown;
};

/**
 * An issue of the application's schema in the reader's language. The messages catalog has most of the
 * contract's texts, found by their English words; the date of birth's two and zod's own "too big" are
 * this feature's, with the schema's English word for word (messages.test.ts checks it).
 */
export function issueMessage(issue: ApplicationIssue, t: TFunction<"mentor-applications">): string {
  if (issue.path[0] === "dob" && issue.code === "invalid_format") return t("form.errors.dobInvalid");
  if (issue.path[0] === "dob" && issue.code === "custom")
    return t("form.errors.age", { min: MIN_AGE, max: MAX_AGE });
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return t("form.errors.tooLong", { max: issue.maximum });
  return translateMessage(issue.message);
}
