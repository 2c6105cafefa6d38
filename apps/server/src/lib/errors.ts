import { ERROR_CODES, errorStatus, type ErrorCode } from '@safari/contract';

export interface AppErrorOptions {
  /** Every problem, when there are several (the message is the first). */
  errors?: string[];
  /** Extra fields of the answer the client reads, e.g. `{ needsApplication: true }` on a sign-in failure. */
  fields?: Record<string, unknown>;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * An error meant for the client: services throw it, the one error handler answers
 * `{ error, code, errors?, ...fields }` with the status the contract's ERROR_CATALOGUE gives the code.
 * Anything else becomes a generic 500.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors?: string[];
  readonly fields: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = errorStatus(code);
    this.errors = options.errors;
    this.fields = options.fields ?? {};
    this.headers = options.headers ?? {};
  }

  /** The answer body, in the API's one error shape. */
  body(): Record<string, unknown> {
    return { error: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}), ...this.fields };
  }
}

export const notFound = (what = 'Resource') => new AppError(ERROR_CODES.notFound, `${what} not found`);
export const badRequest = (message: string, errors?: string[]) => new AppError(ERROR_CODES.validation, message, { errors });
export const unauthorized = (message = 'Authentication required') => new AppError(ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError(ERROR_CODES.forbidden, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.conflict) => new AppError(code, message);

/** A 429 with the seconds to wait, said in the message and in Retry-After. */
export const rateLimited = (seconds: number, message = `Too many requests. Please wait ${seconds} seconds and try again.`) =>
  new AppError(ERROR_CODES.rateLimited, message, { headers: { 'Retry-After': String(seconds) } });
