import { z } from 'zod';

/** The one error shape every API failure uses (DESIGN.md §3). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  errors: z.array(z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  duplicateEmail: 'DUPLICATE_EMAIL',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
