import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  experienceDetailSchema,
  intIdParams,
  listExperiencesQuery,
  listExperiencesResponse,
  recommendationsParams,
  recommendationsQuery,
  recommendationsResponse,
  samplesQuery,
  samplesResponse,
  toursQuery,
  toursResponse,
} from '@safari/contract';
import { findExperiences, findSamples, findTours, getExperienceDetail } from './service.js';
import { recommendExperiences } from './recommendations.js';

// Explicit request generics: the hoisted zod of fastify-type-provider-zod differs from the contract's, which
// makes inferred request types `unknown`; validation itself is unaffected.
type Query<T extends z.ZodType> = { Querystring: z.output<T> };
type Params<T extends z.ZodType> = { Params: z.output<T> };

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get<Query<typeof listExperiencesQuery>>(
    '/experiences',
    { schema: { tags: ['experiences'], querystring: listExperiencesQuery, response: { 200: listExperiencesResponse } } },
    async (req) => findExperiences(db(), req.query),
  );

  app.get<Query<typeof toursQuery>>(
    '/experiences/tours',
    { schema: { tags: ['experiences'], querystring: toursQuery, response: { 200: toursResponse } } },
    async (req) => findTours(db(), req.query.limit, req.query.offset),
  );

  app.get<Query<typeof samplesQuery>>(
    '/experiences/samples',
    { schema: { tags: ['experiences'], querystring: samplesQuery, response: { 200: samplesResponse } } },
    async (req) => findSamples(db(), req.query.destination),
  );

  app.get<Query<typeof recommendationsQuery> & Params<typeof recommendationsParams>>(
    '/experiences/recommendations/:travelerId',
    {
      schema: {
        tags: ['experiences'],
        params: recommendationsParams,
        querystring: recommendationsQuery,
        response: { 200: recommendationsResponse },
      },
    },
    async (req) => recommendExperiences(db(), req.params.travelerId, req.query.limit),
  );

  app.get<Params<typeof intIdParams>>(
    '/experiences/:id',
    { schema: { tags: ['experiences'], params: intIdParams, response: { 200: experienceDetailSchema } } },
    async (req) => getExperienceDetail(db(), req.params.id),
  );
};
