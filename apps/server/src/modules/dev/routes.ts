import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxResponse } from '@safari/contract';

/** Development helpers. In production they are never registered, so they answer the ordinary 404. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer } = app.deps;
  if (config.production) return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages written to the file outbox, newest first (not available in production)',
        response: { 200: devOutboxResponse },
      },
    },
    async () => {
      const messages = await mailer.list();
      return messages.map(({ id, to, subject, text, kind, sentAt }) => ({ id, to, subject, text, kind, sentAt }));
    },
  );
};
