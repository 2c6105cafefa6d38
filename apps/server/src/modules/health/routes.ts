import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '@safari/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
    uptime: process.uptime(),
  }));

  app.get('/ready', { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } } }, async (_req, reply) => {
    const { database } = app.deps;
    const up = await database.ping();
    if (!up) reply.status(503).header('Retry-After', '5');
    return { status: up ? ('ready' as const) : ('unavailable' as const), database: up ? ('up' as const) : ('down' as const), driver: database.driver };
  });
};
