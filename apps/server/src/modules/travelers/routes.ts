import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, createTravelerBody, createTravelerResponse, travelerParams, travelerSchema, updateTravelerBody,
} from '@safari/contract';
import { createTraveler, getTraveler, updateTraveler } from './service.js';
import { credentialLookupGuard } from '../../lib/probe-guard.js';


/** Creating travellers is unauthenticated and cheap to script, so it is limited per address. */
export const TRAVELER_CREATE_LIMIT = { max: 20, timeWindow: 10 * 60 * 1000 };

export const travelerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;
  const lookup = credentialLookupGuard(app);

  app.post(
    '/travelers',
    {
      config: { rateLimit: config.rateLimitDisabled ? false : TRAVELER_CREATE_LIMIT },
      schema: {
        tags: ['travelers'],
        summary: 'Create a traveller (always a new record; the id is the traveller credential)',
        body: createTravelerBody,
        response: { 201: createTravelerResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const created = await createTraveler(database.db, req.body.email);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/travelers/:id',
    {
      ...lookup,
      schema: {
        tags: ['travelers'],
        params: travelerParams,
        response: { 200: travelerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => getTraveler(database.db, req.params.id),
  );

  app.put(
    '/travelers/:id',
    {
      ...lookup,
      schema: {
        tags: ['travelers'],
        summary: 'Update names, contact details and preferences (merged field by field)',
        params: travelerParams,
        body: updateTravelerBody,
        response: { 200: travelerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => updateTraveler(database.db, req.params.id, req.body),
  );
};
