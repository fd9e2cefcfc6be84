/** Postgres SQLSTATE of a unique-constraint violation, from either driver (drizzle wraps it). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return !constraint || name === constraint || name === undefined;
  }
  return false;
}
