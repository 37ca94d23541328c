/** Whether a database error (pg, PGlite, or wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "23505") {
      return constraint === undefined || (e as { constraint?: string }).constraint === constraint;
    }
  }
  return false;
}

/**
 * Whether a database error is an exclusion-constraint violation (two rows that must not overlap do),
 * optionally of one constraint.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "23P01") {
      return constraint === undefined || (e as { constraint?: string }).constraint === constraint;
    }
  }
  return false;
}
