import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@safari/contract';
import { requireAdmin, requireAgent } from '../../lib/auth.js';
import { requireAgentOrAdmin } from '../images/access.js';
import { isRateLimitHook } from '../../lib/rate-limit.js';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: the message and `errors` name the field',
  401: 'Missing, expired or invalid session token',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found',
  413: 'Request body too large',
  429: 'Too many requests (see Retry-After)',
};

const hooksOf = (route: RouteOptions) =>
  [route.onRequest, route.preValidation, route.preHandler].flatMap((h) => (Array.isArray(h) ? h : h ? [h] : [])) as unknown[];

/**
 * Completes each API route's documentation from what the route really does, so the docs cannot drift from
 * the code: bearer security and 401/403 for routes behind requireAgent, requireAdmin or requireAgentOrAdmin, 429 for rate-limited
 * routes, 400 (and 413 with a body) for any validated input, 404 for routes addressed by an id or token.
 * Statuses a route documents itself are left as they are.
 */
function documentRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || !route.schema || (route.schema as { hide?: boolean }).hide) return;
  const schema = route.schema as Record<string, unknown> & { response?: Record<string | number, unknown> };
  const hooks = hooksOf(route);
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (schema.body) statuses.add(413);
  if (route.url.includes('/:')) statuses.add(404);
  if (hooks.includes(requireAgent)) {
    schema.security = [{ agentSession: [] }];
    statuses.add(401).add(403);
  } else if (hooks.includes(requireAdmin)) {
    schema.security = [{ adminSession: [] }];
    statuses.add(401);
  } else if (hooks.includes(requireAgentOrAdmin)) {
    schema.security = [{ agentSession: [] }, { adminSession: [] }];
    statuses.add(401).add(403);
  }
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit || hooks.some(isRateLimitHook)) statuses.add(429);
  const response = (schema.response ??= {});
  for (const status of statuses) {
    if (!(status in response)) response[status] = apiErrorSchema.describe(ERROR_DESCRIPTIONS[status]!);
  }
}

/** OpenAPI generated from the routes' zod schemas; served at /api/openapi.json with a UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', documentRoute);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Safari Marketplace API', version: '1.0.0', description: 'Traveller, agent and admin API of the marketplace.' },
      components: {
        securitySchemes: {
          agentSession: { type: 'http', scheme: 'bearer', description: 'Agent session token from POST /api/agent-auth/login or setup-password' },
          adminSession: { type: 'http', scheme: 'bearer', description: 'Admin session token from POST /api/admin/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (!app.deps.config.apiDocs) return;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
