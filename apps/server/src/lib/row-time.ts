/**
 * A timestamp column of a raw SQL row (queryRows) as ISO 8601. Such rows type timestamps as a Date
 * or a string, since what comes back depends on the driver below.
 */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** `iso` for a column that may be empty. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}
