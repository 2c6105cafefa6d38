import { ERROR_CODES } from '@safari/contract';

type Code = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

const STATUS_BY_CODE: Record<string, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.duplicateEmail]: 409,
  [ERROR_CODES.tooLarge]: 413,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.unavailable]: 503,
};

/**
 * An error meant for the client: services throw it, the one error handler turns it into
 * `{ error, code, errors? }` with the status its code maps to. Anything else becomes a generic 500.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: Code,
    message: string,
    readonly errors?: string[],
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS_BY_CODE[code] ?? 400;
  }
}

export const notFound = (what = 'Resource') => new AppError(ERROR_CODES.notFound, `${what} not found`);
export const badRequest = (message: string, errors?: string[]) => new AppError(ERROR_CODES.validation, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have access to this resource') => new AppError(ERROR_CODES.forbidden, message);
export const conflict = (message: string, code: Code = ERROR_CODES.conflict) => new AppError(code, message);
