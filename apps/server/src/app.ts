import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandlers } from './lib/error-handler.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { redactTokensInUrl } from './lib/auth.js';
import './lib/deps.js';
import path from 'node:path';
import { registerOpenApi } from './modules/openapi/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { experienceRoutes } from './modules/experiences/routes.js';
import { agentRoutes } from './modules/agents/routes.js';
import { travelerRoutes } from './modules/travelers/routes.js';
import { shareRoutes } from './modules/shares/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { agentApplicationRoutes } from './modules/agent-applications/routes.js';
import { agentAuthRoutes } from './modules/agent-auth/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { webRoutes } from './modules/web/routes.js';
import { seoRoutes } from './modules/seo/routes.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Fastify logger; tests pass false. */
  logger?: boolean | object;
}

/** The whole HTTP application as a plugin tree; tests build it and call `inject`, main.ts only listens. */
export async function buildApp({ config, database, mailer, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.confirmPassword', '*.token'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactTokensInUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 1_048_576,
    // Query strings like ?q=a&q=b must not turn a string field into an array that validators then reject with 500s.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    config,
    database,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 5 } } as never });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  await app.register(rateLimit, {
    global: false,
    redis,
    // A Redis outage must not take sign-in down with it: count locally instead.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => {
      const err = new Error(`Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`) as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  registerErrorHandlers(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(experienceRoutes);
      await api.register(agentRoutes);
      await api.register(travelerRoutes);
      await api.register(shareRoutes);
      await api.register(enquiryRoutes);
      await api.register(agentApplicationRoutes);
      await api.register(agentAuthRoutes);
      await api.register(adminRoutes);
      await api.register(portalRoutes);
      await api.register(devRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  // sitemap.xml and robots.txt at the root, before the web app's catch-all.
  await app.register(seoRoutes);
  // Last: serves the built web app, injects page meta, and answers every other path (404s for /api/*).
  await app.register(webRoutes);

  return app;
}
