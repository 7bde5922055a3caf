/** The PostgreSQL error under however many driver wrappers (drizzle wraps the driver's error in `cause`). */
function findPostgresError(error: unknown, code: string): { constraint?: unknown; message?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The constraint (or unique index) a unique_violation (23505) broke, or
 * undefined when the error is no unique violation. Callers compare it with the
 * name they expect, so another index's violation stays a server error instead
 * of being told to the user as the wrong problem.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const found = findPostgresError(error, "23505");
  if (!found) return undefined;
  if (typeof found.constraint === "string" && found.constraint) return found.constraint;
  // Drivers that leave the field empty still name it in the message.
  const named = typeof found.message === "string" ? /unique constraint "([^"]+)"/.exec(found.message) : null;
  return named?.[1] ?? "";
}

/** A unique_violation (23505), of `constraint` when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const broken = uniqueViolationConstraint(error);
  if (broken === undefined) return false;
  return constraint === undefined || broken === constraint;
}
