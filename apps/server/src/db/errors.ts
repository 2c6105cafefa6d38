/**
 * Recognising database failures by the drivers' codes (never by message text): node-postgres and PGlite
 * both raise PostgreSQL errors carrying a SQLSTATE `code`; drizzle wraps them with the original as `cause`;
 * a refused or dropped connection is a Node system error with an errno `code`.
 */

function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    // AggregateError (a dual-stack connect refused on ::1 and 127.0.0.1) keeps the system errors in `errors`.
    for (const inner of (current as { errors?: unknown[] }).errors ?? []) {
      const innerCode = (inner as { code?: unknown } | null)?.code;
      if (typeof innerCode === 'string') codes.push(innerCode);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** SQLSTATE 23505: a unique index refused the row. */
export function isUniqueViolation(err: unknown): boolean {
  return codesOf(err).includes('23505');
}

const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const UNAVAILABLE_SQLSTATE = new Set(['57P01', '57P02', '57P03', '53300']);

/** Set on errors raised because our own handle to the database is closed (PGlite has no error code for it). */
export const DATABASE_CLOSED = 'DATABASE_CLOSED';

/** The database cannot be reached right now: answer 503 and let the client retry, rather than a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return codesOf(err).some(
    (code) => UNREACHABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.has(code) || code.startsWith('08') || code === DATABASE_CLOSED,
  );
}
