import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandlers } from './lib/error-handler.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createStorage, type Storage } from './lib/storage/index.js';
import { loggerOptions } from './lib/logging.js';
import { createJobQueue, type JobQueueOptions } from './lib/jobs.js';
import { MAIL_QUEUE, MAIL_QUEUE_DEFINITION, createMailOutbox, startMailWorker } from './lib/mail-outbox.js';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counters.js';
import { answerClientError, registerSecurityHooks } from './lib/security.js';
import type { DestinationStream } from 'pino';
import './lib/deps.js';
import { createAiProvider, type AiProvider } from './modules/ai/index.js';
import path from 'node:path';
import { startLeadPromiseWorkers } from './modules/leads/reply-promise.js';
import { registerOpenApi } from './modules/openapi/plugin.js';
import { companyRoutes } from './modules/company/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { experienceRoutes } from './modules/experiences/routes.js';
import { agentRoutes } from './modules/agents/routes.js';
import { travelerRoutes } from './modules/travelers/routes.js';
import { shareRoutes } from './modules/shares/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { agentApplicationRoutes } from './modules/agent-applications/routes.js';
import { agentAuthRoutes } from './modules/agent-auth/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { adminConsoleRoutes } from './modules/admin/console-routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { proposalRoutes } from './modules/proposals/routes.js';
import { tripRoutes } from './modules/trip/routes.js';
import { agentPortalRoutes } from './modules/agent-portal/routes.js';
import { imageRoutes } from './modules/images/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { webRoutes } from './modules/web/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { optimizeRoutes } from './modules/ai/optimize/routes.js';
import { chatRoutes } from './modules/ai/chat/routes.js';
import { importRoutes } from './modules/ai/import/routes.js';
import { registerSecurityHeaders } from './lib/security-headers.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Job queue settings; tests shorten polling and retry delays, or keep workers off (`start: false`). */
  jobs?: JobQueueOptions & { start?: boolean };
  /** Replaces the configured upload storage. */
  storage?: Storage;
  /** Replaces the configured AI engine. */
  ai?: AiProvider;
  /** Sees every route as it is registered (tests that must cover every route, e.g. the authorisation matrix). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Fastify logger: false for none; tests that read the log pass a stream. Redaction always applies. */
  logger?: false | { level?: string; stream?: DestinationStream };
  /** The time scheduled work compares against (the 24/48-hour lead promise); tests pass a controllable clock. */
  clock?: () => Date;
}

/** The whole HTTP application as a plugin tree; tests build it and call `inject`, main.ts only listens. */
export async function buildApp({ config, database, mailer, storage, ai, onRoute, logger, jobs: jobOptions, clock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(logger?.level ?? config.logLevel, logger?.stream),
    clientErrorHandler: answerClientError,
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    bodyLimit: 1_048_576,
    // Query strings like ?q=a&q=b must not turn a string field into an array that validators then reject with 500s.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  const jobs = createJobQueue(database, jobOptions);
  jobs.events.on('error', (err) => app.log.warn({ err }, 'job queue error'));
  const transport = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  app.decorate('deps', {
    counters: redis ? createRedisCounterStore(redis) : createMemoryCounterStore(),
    config,
    database,
    mailer: transport,
    storage: storage ?? createStorage(config),
    jobs,
    outbox: createMailOutbox(jobs),
    now: clock ?? (() => new Date()),
  });
  app.decorate('ai', ai ?? createAiProvider(config.ai, { onFallback: (reason) => app.log.warn({ reason }, 'AI model not used; offline engine answered') }));
  // The answer is sent once the change committed: its mail can go now rather than at the worker's next poll.
  app.addHook('onResponse', async () => app.deps.outbox.deliverRecorded());
  if (jobOptions?.start !== false) {
    app.addHook('onReady', async () => {
      await jobs.start();
      await jobs.define(MAIL_QUEUE, MAIL_QUEUE_DEFINITION);
      await startMailWorker(jobs, transport, app.log);
      await startLeadPromiseWorkers(app.deps);
    });
  }
  app.addHook('onClose', async () => {
    try {
      await jobs.stop();
    } catch (err) {
      app.log.warn({ err }, 'job queue did not stop cleanly');
    }
  });

  registerSecurityHeaders(app, {
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
    // Pages whose URL is a credential get no-referrer instead (lib/security.ts).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.production,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 5 } } as never });

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
  registerSecurityHooks(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(companyRoutes);
      await api.register(experienceRoutes);
      await api.register(agentRoutes);
      await api.register(travelerRoutes);
      await api.register(shareRoutes);
      await api.register(enquiryRoutes);
      await api.register(agentApplicationRoutes);
      await api.register(agentAuthRoutes);
      await api.register(adminRoutes);
      await api.register(adminConsoleRoutes);
      await api.register(portalRoutes);
      await api.register(leadRoutes);
      await api.register(proposalRoutes);
      await api.register(tripRoutes);
      await api.register(agentPortalRoutes);
      await api.register(imageRoutes);
      await api.register(optimizeRoutes);
      await api.register(chatRoutes);
      await api.register(devRoutes);
      await api.register(importRoutes);
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
