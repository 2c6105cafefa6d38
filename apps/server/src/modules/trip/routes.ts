/**
 * The traveller's trip page API: the token in the path is the only credential (no password). Its paths are
 * redacted in logs (lib/logging.ts) and the page that uses it is a credential page (no referrer, no store).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, declineProposalBody, okSchema, postMessageBody, proposalMessageResponse, proposalMessagesResponse, tripDecisionResponse, tripPageResponse,
  tripProposalParams, tripProposalSchema, tripTokenParams,
} from '@safari/contract';
import { listMessages, postMessage } from '../proposals/messages.js';
import { revokeTripLinks, travelerOfTripToken } from './tokens.js';
import { acceptProposal, declineProposal, findTravelerProposal, getTripPage, openProposal } from './service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const mail = () => ({ outbox: app.deps.outbox, publicBaseUrl: config.publicBaseUrl });
  const tags = ['trip-page'];
  // Tokens are 256-bit, but a guessing client still gets throttled.
  const rateLimit = config.rateLimitDisabled ? false : { max: 120, timeWindow: '1 minute' };

  app.get(
    '/trip/:token',
    { config: { rateLimit }, schema: { tags, summary: "The traveller's enquiries and the proposals sent for them", params: tripTokenParams, response: { 200: tripPageResponse, ...errors } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getTripPage(db, await travelerOfTripToken(db, req.params.token));
    },
  );

  app.get(
    '/trip/:token/proposals/:id',
    { config: { rateLimit }, schema: { tags, summary: 'Open a proposal (marks it viewed)', params: tripProposalParams, response: { 200: tripProposalSchema, ...errors } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return openProposal(db, await travelerOfTripToken(db, req.params.token), req.params.id, app.deps.now());
    },
  );

  app.post(
    '/trip/:token/proposals/:id/accept',
    { config: { rateLimit }, schema: { tags, summary: 'Accept a proposal; the other offers of this enquiry are closed', params: tripProposalParams, response: { 200: tripDecisionResponse, ...errors } } },
    async (req) => {
      await acceptProposal(db, mail(), await travelerOfTripToken(db, req.params.token), req.params.id, app.deps.now());
      return { success: true as const, status: 'accepted' as const };
    },
  );

  app.post(
    '/trip/:token/proposals/:id/decline',
    { config: { rateLimit }, schema: { tags, summary: 'Decline a proposal, with an optional reason', params: tripProposalParams, body: declineProposalBody, response: { 200: tripDecisionResponse, ...errors } } },
    async (req) => {
      await declineProposal(db, mail(), await travelerOfTripToken(db, req.params.token), req.params.id, req.body.reason ?? null, app.deps.now());
      return { success: true as const, status: 'declined' as const };
    },
  );

  app.get(
    '/trip/:token/proposals/:id/messages',
    { config: { rateLimit }, schema: { tags, summary: 'The thread with the agent of this proposal', params: tripProposalParams, response: { 200: proposalMessagesResponse, ...errors } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const found = await findTravelerProposal(db, await travelerOfTripToken(db, req.params.token), req.params.id);
      return { messages: await listMessages(db, found.row.id) };
    },
  );

  app.post(
    '/trip/:token/proposals/:id/messages',
    { config: { rateLimit }, schema: { tags, summary: 'Write to the agent (e-mailed to them)', params: tripProposalParams, body: postMessageBody, response: { 201: proposalMessageResponse, ...errors } } },
    async (req, reply) => {
      const found = await findTravelerProposal(db, await travelerOfTripToken(db, req.params.token), req.params.id);
      const message = await postMessage(db, mail(), found.row.id, 'traveler', req.body.body, app.deps.now());
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/trip/:token/revoke',
    { config: { rateLimit }, schema: { tags, summary: "Revoke every trip link of this traveller (a forwarded e-mail); the next e-mail brings a new one", params: tripTokenParams, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await revokeTripLinks(db, await travelerOfTripToken(db, req.params.token), app.deps.now());
      return { success: true as const };
    },
  );
};
