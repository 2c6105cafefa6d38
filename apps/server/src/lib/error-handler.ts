import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@safari/contract';
import { AppError } from './errors.js';

/** Messages of database drivers that mean "the database is not reachable", answered with 503 + Retry-After. */
const DB_DOWN = /ECONNREFUSED|ECONNRESET|Connection terminated|connect ETIMEDOUT|the database system is|PGlite is closed|too many clients/i;

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return where ? `${where}: ${v.message}` : (v.message ?? 'Invalid value');
      });
      return reply.status(400).send({ error: 'Invalid request', code: ERROR_CODES.validation, errors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: 'Internal server error', code: ERROR_CODES.internal });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: 'Request body is too large', code: ERROR_CODES.tooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ error: err.message, code: ERROR_CODES.rateLimited });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, bad content type, …): say what, never how.
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : err.code?.startsWith('FST_ERR_CTP') ? 'Malformed request body' : err.message;
      return reply.status(status).send({ error: message, code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation });
    }
    if (DB_DOWN.test(String(err.message)) || DB_DOWN.test(String((err as { cause?: Error }).cause?.message ?? ''))) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: 'Service temporarily unavailable. Please try again shortly.', code: ERROR_CODES.unavailable });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error', code: ERROR_CODES.internal });
  });
}
