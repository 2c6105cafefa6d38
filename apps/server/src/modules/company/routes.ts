import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDetailsSchema } from '@safari/contract';

/** The imprint's company details, straight from the validated configuration (config.ts `company`). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    {
      schema: {
        tags: ['company'],
        summary: "The operator's legal details for the imprint (COMPANY_* configuration)",
        response: { 200: companyDetailsSchema },
      },
    },
    async () => app.deps.config.company,
  );
};
