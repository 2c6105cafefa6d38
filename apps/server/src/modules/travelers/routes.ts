import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the issue that owns this area replaces it. */
export const travelerRoutes: FastifyPluginAsyncZod = async () => {};
