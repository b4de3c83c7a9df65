/** A PostgreSQL unique violation (23505), as the driver or drizzle's wrapping error carries it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause;) {
    if (typeof cause !== 'object') return false;
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
