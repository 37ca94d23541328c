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

/** Whether PostgreSQL ended a transaction to break a deadlock (40P01): running it again may succeed. */
export function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "40P01") return true;
  }
  return false;
}
