import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, createEnquiryBody, createEnquiryResponse } from '@safari/contract';
import { createEnquiry } from './service.js';
import { credentialLookupGuard } from '../../lib/probe-guard.js';


export const ENQUIRY_CREATE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;

  app.post(
    '/enquiries',
    {
      ...credentialLookupGuard(app),
      config: { rateLimit: config.rateLimitDisabled ? false : ENQUIRY_CREATE_LIMIT },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry: leads for the experience\'s agent, the given agent, or the best-matching agents',
        description: 'Idempotent per idempotency_key: a retry answers the first result and creates nothing.',
        body: createEnquiryBody,
        response: { 200: createEnquiryResponse, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => {
      const { response } = await createEnquiry(database.db, { outbox: app.deps.outbox, publicBaseUrl: config.publicBaseUrl }, app.deps.jobs, req.body);
      return response;
    },
  );
};
