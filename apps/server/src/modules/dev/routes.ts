import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, devOutboxResponse } from '@safari/contract';
import { requireAdmin } from '../../lib/auth.js';

/**
 * Development helpers. In production they are never registered, so they answer the ordinary 404.
 * The outbox holds password set-up and reset links, i.e. credentials: even in development it is shown
 * only to a signed-in administrator, never to whoever can reach the port.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer } = app.deps;
  if (config.production) return;

  app.get(
    '/dev/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['dev'],
        summary: 'Messages written to the file outbox, newest first (administrators only; not available in production)',
        response: { 200: devOutboxResponse, 401: apiErrorSchema },
      },
    },
    async () => {
      const messages = await mailer.list();
      return messages.map(({ id, to, subject, text, kind, sentAt }) => ({ id, to, subject, text, kind, sentAt }));
    },
  );
};
