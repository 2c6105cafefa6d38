import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, createProposalBody, intIdParams, postMessageBody, proposalListQuery, proposalListResponse, proposalMessageResponse,
  proposalMessagesResponse, proposalResponse, updateProposalBody,
} from '@safari/contract';
import { agentOf, requireAgent } from '../../lib/auth.js';
import { createProposal, findOwnProposal, getProposal, listProposals, sendProposal, updateProposal } from './service.js';
import { listMessages, postMessage } from './messages.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const mail = () => ({ outbox: app.deps.outbox, publicBaseUrl: config.publicBaseUrl });
  const tags = ['agent-proposals'];

  app.get(
    '/agent/proposals',
    { onRequest: requireAgent, schema: { tags, summary: "The signed-in agent's proposals, most recently updated first", querystring: proposalListQuery, response: { 200: proposalListResponse, ...errors } } },
    async (req) => ({ proposals: await listProposals(db, agentOf(req).agentId, req.query) }),
  );

  app.post(
    '/agent/proposals',
    { onRequest: requireAgent, schema: { tags, summary: 'Create a draft proposal for one of your leads', body: createProposalBody, response: { 201: proposalResponse, ...errors } } },
    async (req, reply) => {
      const proposal = await createProposal(db, agentOf(req).agentId, req.body);
      return reply.code(201).send({ proposal, versions: [] });
    },
  );

  app.get(
    '/agent/proposals/:id',
    { onRequest: requireAgent, schema: { tags, summary: 'A proposal with its sent versions', params: intIdParams, response: { 200: proposalResponse, ...errors } } },
    async (req) => getProposal(db, agentOf(req).agentId, req.params.id),
  );

  app.put(
    '/agent/proposals/:id',
    { onRequest: requireAgent, schema: { tags, summary: 'Save a draft, or start a revision of a sent proposal', params: intIdParams, body: updateProposalBody, response: { 200: proposalResponse, ...errors } } },
    async (req) => {
      const { agentId } = agentOf(req);
      await updateProposal(db, agentId, req.params.id, req.body, app.deps.now());
      return getProposal(db, agentId, req.params.id);
    },
  );

  app.post(
    '/agent/proposals/:id/send',
    { onRequest: requireAgent, schema: { tags, summary: 'Send the proposal (a new version) and e-mail the traveller the trip-page link', params: intIdParams, response: { 200: proposalResponse, ...errors } } },
    async (req) => sendProposal(db, mail(), agentOf(req).agentId, req.params.id, app.deps.now()),
  );

  app.get(
    '/agent/proposals/:id/messages',
    { onRequest: requireAgent, schema: { tags, summary: 'The message thread with the traveller', params: intIdParams, response: { 200: proposalMessagesResponse, ...errors } } },
    async (req) => {
      const p = await findOwnProposal(db, agentOf(req).agentId, req.params.id);
      return { messages: await listMessages(db, p.id) };
    },
  );

  app.post(
    '/agent/proposals/:id/messages',
    { onRequest: requireAgent, schema: { tags, summary: 'Write to the traveller (e-mailed to them)', params: intIdParams, body: postMessageBody, response: { 201: proposalMessageResponse, ...errors } } },
    async (req, reply) => {
      const p = await findOwnProposal(db, agentOf(req).agentId, req.params.id);
      const message = await postMessage(db, mail(), p.id, 'agent', req.body.body, app.deps.now());
      return reply.code(201).send({ message });
    },
  );
};
