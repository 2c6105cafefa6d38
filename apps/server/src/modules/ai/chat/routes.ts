import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, chatConversationParams, chatConversationSchema, chatReplySchema, chatRequestBody, createFromAiBody, createFromAiResponse, MESSAGES, successResponse } from '@safari/contract';
import { limitByIp } from '../../../lib/rate-limit.js';
import { chatTurn, createTravelerFromChat, getConversation, requestContact } from './service.js';

/** A person chats a few messages a minute; this stops scripted use of the engine without getting in their way. */
export const CHAT_LIMIT = { max: 30, timeWindow: '1 minute' };
/** As many travellers per address as the wizard allows (travelers/routes.ts). */
const CREATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** The chat onboarding (agent-side.md §2 /onboarding-ai, §7): anonymous, rate-limited per address. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Typed as a plain hook: the limiter's own type (any request) would hide the schemas' types from the handlers.
  const chatLimit: onRequestHookHandler = limitByIp(app, 'ai-chat', CHAT_LIMIT);
  const createLimit: onRequestHookHandler = limitByIp(app, 'traveler-create-ai', CREATE_LIMIT);

  app.post(
    '/ai/chat',
    { onRequest: [chatLimit], schema: { tags: ['ai'], summary: 'One turn of the chat onboarding (the message is data for the AI engine, never instructions)', body: chatRequestBody, response: { 200: chatReplySchema, ...errors } } },
    async (req) => chatTurn(db(), app.ai, app.deps.now(), req.body.message.trim(), req.body.conversationId),
  );

  app.get(
    '/ai/chat/:conversationId',
    { onRequest: [chatLimit], schema: { tags: ['ai'], summary: 'A chat conversation so far (a reload resumes it)', params: chatConversationParams, response: { 200: chatConversationSchema, ...errors } } },
    async (req) => getConversation(db(), req.params.conversationId),
  );

  app.post(
    '/ai/chat/:conversationId/contact-request',
    { onRequest: [chatLimit], schema: { tags: ['ai'], summary: 'The contact prompt was shown: the conversation awaits contact details', params: chatConversationParams, response: { 200: successResponse, ...errors } } },
    async (req) => {
      await requestContact(db(), req.params.conversationId, MESSAGES.chatContactPrompt, app.deps.now());
      return { success: true as const };
    },
  );

  app.post(
    '/travelers/create_from_ai',
    {
      onRequest: [createLimit],
      schema: { tags: ['ai'], summary: "Create the chat's traveller (the wizard's path: leads, matching and both e-mails); once per conversation", body: createFromAiBody, response: { 200: createFromAiResponse, ...errors } },
    },
    async (req) => createTravelerFromChat(db(), { mail: { outbox: app.deps.outbox, publicBaseUrl: app.deps.config.publicBaseUrl }, jobs: app.deps.jobs, now: app.deps.now() }, req.body),
  );
};
