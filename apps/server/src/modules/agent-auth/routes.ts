import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  AGENT_AUTH_CODES,
  ERROR_CODES,
  MESSAGES,
  agentAuthErrorSchema,
  agentLoginBody,
  agentMeResponse,
  agentSessionResponse,
  apiErrorSchema,
  checkApplicationBody,
  checkApplicationResponse,
  logoutResponse,
  messageResponse,
  requestPasswordResetBody,
  resetPasswordBody,
  setupPasswordBody,
  subscriptionInactiveSchema,
} from '@safari/contract';
import { agentOf, bearerToken, deleteAgentSession, requireAgent } from '../../lib/auth.js';
import { LIMITS_BY_ROUTE, limitByEmail, limitByIp } from './rate-limits.js';
import { createLoginThrottle } from './login-throttle.js';
import { AppError } from '../../lib/errors.js';
import {
  checkApplication,
  getSignedInAgent,
  requestPasswordReset,
  resetPassword,
  setupPassword,
  signInAgent,
  type AuthDeps,
} from './service.js';

// Explicit body generics: the type provider's hoisted zod differs from the contract's (see experiences/routes.ts).
type Body<T extends z.ZodType> = { Body: z.output<T> };

const noReferrer = async (_req: unknown, reply: FastifyReply) => {
  // Reset and setup pages carry a token in their URL; nothing should leak it onwards.
  reply.header('Referrer-Policy', 'no-referrer');
};

const authFailures = { 401: agentAuthErrorSchema, 403: agentAuthErrorSchema, 404: agentAuthErrorSchema, 409: agentAuthErrorSchema };

export const agentAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.deps.database.db, publicBaseUrl: app.deps.config.publicBaseUrl, outbox: app.deps.outbox };

  const throttle = createLoginThrottle(app.deps.counters, app.deps.config.rateLimitDisabled);

  app.post<Body<typeof agentLoginBody>>(
    '/agent-auth/login',
    {
      onRequest: limitByIp(app, 'login', LIMITS_BY_ROUTE.loginIp),
      schema: { tags: ['agent-auth'], summary: 'Agent sign-in', body: agentLoginBody, response: { 200: agentSessionResponse, ...authFailures } },
    },
    async (request) => {
      const { email, password } = request.body;
      await throttle.assertAllowed(email, request);
      try {
        const session = await signInAgent(deps, email, password);
        await throttle.recordSuccess(email, request);
        return session;
      } catch (err) {
        // Only a wrong password counts: it is the one answer a guesser is after.
        if (err instanceof AppError && err.code === ERROR_CODES.invalidCredentials) await throttle.recordFailure(email, request);
        throw err;
      }
    },
  );

  app.post<Body<typeof checkApplicationBody>>(
    '/agent-auth/check-application',
    {
      onRequest: limitByIp(app, 'check-application', LIMITS_BY_ROUTE.checkIp),
      preHandler: limitByEmail(app, 'check-application', LIMITS_BY_ROUTE.checkEmail),
      schema: { tags: ['agent-auth'], summary: 'Status of the application for an e-mail', body: checkApplicationBody, response: { 200: checkApplicationResponse } },
    },
    async (request) => checkApplication(deps, request.body.email),
  );

  app.post<Body<typeof setupPasswordBody>>(
    '/agent-auth/setup-password',
    {
      onRequest: limitByIp(app, 'password-token', LIMITS_BY_ROUTE.tokenUseIp),
      onSend: noReferrer,
      schema: {
        tags: ['agent-auth'],
        summary: 'First password, with the e-mailed setup link; signs the agent in',
        body: setupPasswordBody,
        response: { 200: agentSessionResponse, 400: apiErrorSchema, ...authFailures },
      },
    },
    async (request) => {
      const session = await setupPassword(deps, request.body);
      await throttle.clearAccount(request.body.email, request);
      return session;
    },
  );

  app.post<Body<typeof requestPasswordResetBody>>(
    '/agent-auth/request-password-reset',
    {
      onRequest: limitByIp(app, 'reset-request', LIMITS_BY_ROUTE.resetRequestIp),
      preHandler: limitByEmail(app, 'reset-request', LIMITS_BY_ROUTE.resetRequestEmail),
      schema: { tags: ['agent-auth'], summary: 'E-mail a reset link (the answer never tells whether the account exists)', body: requestPasswordResetBody, response: { 200: messageResponse } },
    },
    async (request) => requestPasswordReset(deps, request.body.email),
  );

  app.post<Body<typeof resetPasswordBody>>(
    '/agent-auth/reset-password',
    {
      onRequest: limitByIp(app, 'password-token', LIMITS_BY_ROUTE.tokenUseIp),
      onSend: noReferrer,
      schema: {
        tags: ['agent-auth'],
        summary: 'New password with a reset link; ends every session',
        body: resetPasswordBody,
        response: { 200: messageResponse, 400: apiErrorSchema, 401: agentAuthErrorSchema },
      },
    },
    async (request) => {
      const { message, accountEmail } = await resetPassword(deps, request.body);
      await throttle.clearAccount(accountEmail, request);
      return { message };
    },
  );

  app.get(
    '/agent-auth/me',
    {
      onRequest: requireAgent,
      schema: {
        tags: ['agent-auth'],
        summary: 'The signed-in agent (403 with the agent when the subscription is not active)',
        response: { 200: agentMeResponse, 401: apiErrorSchema, 403: subscriptionInactiveSchema },
      },
    },
    async (request) => {
      const agent = await getSignedInAgent(app.deps.database.db, agentOf(request).agentId);
      if (agent.subscription_status !== 'active') {
        // The spec's 403 carries the agent: the portal lets the agent in and shows a banner.
        throw new AppError(AGENT_AUTH_CODES.subscriptionInactive, MESSAGES.subscriptionInactive, {
          fields: { subscriptionStatus: agent.subscription_status, agent },
        });
      }
      return { agent };
    },
  );

  app.post(
    '/agent-auth/logout',
    { onRequest: requireAgent, schema: { tags: ['agent-auth'], summary: 'End this session', response: { 200: logoutResponse, 401: apiErrorSchema } } },
    async (request) => {
      await deleteAgentSession(app.deps.database.db, bearerToken(request)!);
      return { success: true as const };
    },
  );
};
