import { z } from 'zod';

/** The one error shape every API failure uses (DESIGN.md §3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  errors: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Every error code the API answers, with its HTTP status: the one catalogue (DESIGN.md §3). The server's
 * AppError takes its status from here, and clients switch on `code`, never on the message text.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: 400,
  /** The e-mail of a set-up link's account differs from the one typed. */
  EMAIL_MISMATCH: 400,
  /** A set-up or reset page opened without its link token. */
  LINK_MISSING: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** A set-up or reset link that is unknown, used, voided by a newer one, or expired. */
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  ACCOUNT_DISABLED: 403,
  SUBSCRIPTION_INACTIVE: 403,
  NOT_FOUND: 404,
  NEEDS_APPLICATION: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** A lead or proposal asked to move to a status its current one does not allow (e.g. accept a draft). */
  INVALID_TRANSITION: 409,
  DUPLICATE_EMAIL: 409,
  PASSWORD_SETUP_REQUIRED: 409,
  NOT_SUBMITTED: 409,
  ALREADY_SUBMITTED: 409,
  ALREADY_REVIEWED: 409,
  APPLICATION_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  /** A website the server was asked to read (website import) failed to answer, or answered something unusable. */
  SITE_UNREACHABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Readable names for the catalogue's codes, for code that reads better with a name than a string. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  emailMismatch: 'EMAIL_MISMATCH',
  linkMissing: 'LINK_MISSING',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  forbidden: 'FORBIDDEN',
  accountPending: 'ACCOUNT_PENDING',
  accountRejected: 'ACCOUNT_REJECTED',
  accountDisabled: 'ACCOUNT_DISABLED',
  subscriptionInactive: 'SUBSCRIPTION_INACTIVE',
  notFound: 'NOT_FOUND',
  needsApplication: 'NEEDS_APPLICATION',
  timeout: 'REQUEST_TIMEOUT',
  conflict: 'CONFLICT',
  invalidTransition: 'INVALID_TRANSITION',
  duplicateEmail: 'DUPLICATE_EMAIL',
  passwordSetupRequired: 'PASSWORD_SETUP_REQUIRED',
  applicationNotSubmitted: 'NOT_SUBMITTED',
  applicationAlreadySubmitted: 'ALREADY_SUBMITTED',
  applicationAlreadyReviewed: 'ALREADY_REVIEWED',
  applicationExpired: 'APPLICATION_EXPIRED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  siteUnreachable: 'SITE_UNREACHABLE',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<string, ErrorCode>;

export const errorStatus = (code: ErrorCode): number => ERROR_CATALOGUE[code];
