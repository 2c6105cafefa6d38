import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiErrorSchema,
  applicationIdParams,
  completeApplicationBody,
  completeApplicationResponse,
  startApplicationBody,
  startApplicationResponse,
} from '@safari/contract';
import { LIMITS_BY_ROUTE, limitByEmail, limitByIp } from '../agent-auth/rate-limits.js';
import { completeApplication, startApplication } from './service.js';

// Explicit generics: the type provider's hoisted zod differs from the contract's (see experiences/routes.ts).
type Body<T extends z.ZodType> = { Body: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };

export const agentApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.post<Body<typeof startApplicationBody>>(
    '/agent-leads/email',
    {
      onRequest: limitByIp(app, 'application-start', LIMITS_BY_ROUTE.applicationStartIp),
      preHandler: limitByEmail(app, 'application-start', LIMITS_BY_ROUTE.applicationStartEmail),
      schema: {
        tags: ['agent-applications'],
        summary: 'Step 0 of the agent application: reserve the e-mail',
        body: startApplicationBody,
        response: { 200: startApplicationResponse, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const data = await startApplication(app.deps.database.db, request.body.email);
      return { success: true as const, data };
    },
  );

  app.put<Body<typeof completeApplicationBody> & Params<typeof applicationIdParams>>(
    '/agent-leads/:id/complete',
    {
      onRequest: limitByIp(app, 'application-complete', LIMITS_BY_ROUTE.applicationCompleteIp),
      schema: {
        tags: ['agent-applications'],
        summary: 'Step 5: submit every answer (once, within 24 hours of step 0, with the same e-mail)',
        params: applicationIdParams,
        body: completeApplicationBody,
        response: { 200: completeApplicationResponse, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request) => {
      const a = await completeApplication(app.deps.database.db, { outbox: app.deps.outbox, publicBaseUrl: config.publicBaseUrl }, request.params.id, request.body);
      return {
        success: true as const,
        data: {
          id: a.id,
          inquiry_number: a.inquiryNumber,
          company_name: a.companyName ?? '',
          contact_person_name: a.contactPersonName ?? '',
          contact_email: a.contactEmail,
          location: a.location ?? '',
        },
      };
    },
  );
};
