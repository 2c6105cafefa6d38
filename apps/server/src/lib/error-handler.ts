import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@safari/contract';
import { AppError } from './errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';


export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return reply.headers(err.headers).status(err.status).send(err.body());
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
      if (status === 404) return reply.status(404).send({ error: 'Not found', code: ERROR_CODES.notFound });
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ error: 'Unsupported content type', code: ERROR_CODES.unsupportedMediaType });
      const message = err.code?.startsWith('FST_ERR_CTP') ? 'Malformed request body' : err.message;
      return reply.status(400).send({ error: message, code: ERROR_CODES.validation });
    }
    if (isDatabaseUnavailable(err) || !app.deps.database.isOpen()) {
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
