import type { FastifyPluginAsync } from 'fastify';

/** Placeholder: serves stored and generated images under /media. */
export const mediaRoutes: FastifyPluginAsync = async () => {};
