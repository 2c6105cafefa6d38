/**
 * What the request log may hold (DESIGN.md §4): never credentials, tokens, traveller ids, e-mail addresses,
 * request bodies or SQL parameter values. Every log line goes through these serializers, so a route cannot
 * leak one by logging an error or a request.
 */
import type { DestinationStream, LoggerOptions } from 'pino';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[^\s"'<>()[\]/?&=:;,]+@[^\s"'<>()[\]/?&=:;,]+\.[a-z]{2,}/gi;
/** Path segments that are credentials: share tokens (/shared/x, /api/shares/x), trip-page tokens (/trip/x, /api/trip/x) and reset-link tokens. */
const TOKEN_SEGMENT = /(\/(?:shared|shares|trip|reset-password|setup-password)\/)[^/?#]+/gi;
/** Query parameters that carry a credential or a person's address. */
const SECRET_PARAM = /([?&](?:token|email|userId|user_id|travelerId|traveler_id)=)[^&#]*/gi;

/** A URL as it may appear in logs: the route's shape stays readable, every identifier of a person is gone. */
export function redactUrl(url: string): string {
  return url
    .replace(TOKEN_SEGMENT, '$1[redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(UUID, '[id]')
    .replace(/%40/gi, '@')
    .replace(EMAIL, '[email]');
}

/** Free text that may echo input (an error message): the same identifiers removed. */
export function redactText(text: string): string {
  return text.replace(UUID, '[id]').replace(EMAIL, '[email]');
}

interface LoggableError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  cause?: unknown;
}

/**
 * Errors without their payload: a failed query's SQL text and parameter values (drizzle puts both in the
 * message), a driver's `detail` (which quotes the offending row) and any echoed input are dropped; what is
 * kept — type, codes, the driver's own short message, the stack frames — is what diagnosis needs.
 */
export function serializeError(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object') return { message: redactText(String(value)) };
  const err = value as LoggableError;
  const cause = err.cause && typeof err.cause === 'object' ? (err.cause as LoggableError) : undefined;
  const isQueryError = 'query' in err || /^Failed query/.test(err.message ?? '');
  // The driver's own message may quote the offending value ('invalid input syntax for type uuid: "…"'):
  // keep only the SQLSTATE and the names of the schema objects involved.
  const db = cause as (LoggableError & { table?: string; column?: string; constraint?: string }) | undefined;
  const where = [db?.table && `table ${db.table}`, db?.column && `column ${db.column}`, db?.constraint && `constraint ${db.constraint}`].filter(Boolean);
  const message = isQueryError
    ? `Database query failed${db?.code ? ` (SQLSTATE ${String(db.code)})` : ''}${where.length ? ` on ${where.join(', ')}` : ''}`
    : (err.message ?? '');
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: err.name ?? value.constructor?.name,
    message: redactText(message),
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
    ...(cause && !isQueryError ? { cause: serializeError(cause) } : {}),
    ...(cause && isQueryError && cause.code !== undefined ? { dbCode: cause.code } : {}),
    ...(frames.length ? { stack: frames.slice(0, 12).join('\n') } : {}),
  };
}

export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.confirmPassword', '*.token', '*.email'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      err: serializeError,
      error: serializeError,
    },
  };
}
