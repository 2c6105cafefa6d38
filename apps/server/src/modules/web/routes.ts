import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@safari/contract';
import { renderPageHtml } from './page-meta.js';
import { loadPageRenderer } from './server-render.js';
import { limitByIp } from '../../lib/rate-limit.js';

/** Lower case, as @fastify/compress writes it, so that it does not add the same name a second time. */
const VARY = 'accept-encoding';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/**
 * Serves the built web app from the same process and port as the API:
 * hashed assets cached for a year and sent as the build precompressed them (.br, .gz), index.html never cached and
 * given each page's meta tags, unknown /api paths answered with the JSON 404 (rate-limited, as probing scanners hit them).
 */
export async function webRoutes(app: FastifyInstance) {
  const webDist = app.deps.config.webDist ?? defaultWebDist;
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexPath);
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : undefined;
  const renderer = hasWeb ? await loadPageRenderer(app, webDist) : undefined;

  if (hasWeb) {
    // Hashed build assets: content-addressed names, so they can be cached for a year and never revalidated.
    // The build writes name.br and name.gz beside each text file of 1 KB or more (apps/web/vite.config.ts); they are
    // sent as they are to clients that accept them, smaller ones go through @fastify/compress. The plugin adds
    // `Vary: accept-encoding` to what it serves precompressed (and to the plain fallback), as a shared cache needs.
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
    });
    // Root-level files of the build (favicon, placeholder…): short cache, sent by the page route below.
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      index: false,
      cacheControl: true,
      maxAge: '1h',
    });
  }

  // Scanners probing for files hit this path hard; page navigations (the SPA) are not limited.
  const limitProbes = limitByIp(app, 'not-found', { max: 120, timeWindow: '1 minute' });
  const notFoundJson = async (req: FastifyRequest, reply: FastifyReply) => {
    await limitProbes(req, reply);
    return reply.status(404).send({ error: 'Not found', code: ERROR_CODES.notFound });
  };

  // Every other GET is a page of the app: a route rather than the not-found handler, because @fastify/compress
  // compresses what routes send and the not-found handler is none.
  app.get('/*', { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/assets/')) return notFoundJson(req, reply);
    const file = url.split('?')[0] ?? '/';
    // A root-level file of the build (favicon.svg, robots handled elsewhere…).
    if (hasWeb && /^\/[\w.-]+\.(svg|png|ico|webmanifest|txt|json|webp|woff2)$/.test(file) && existsSync(path.join(webDist, file))) {
      return reply.sendFile(file.slice(1));
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', VARY).type('text/html; charset=utf-8');
    if (!indexHtml) {
      return reply.send('<!doctype html><title>Web app not built</title><p>Run <code>npm run build</code> or use <code>npm run dev</code>.</p>');
    }
    const page = await renderPageHtml(app, indexHtml, req, renderer);
    return reply.status(page.status).send(page.html);
  });

  app.setNotFoundHandler(notFoundJson);
}
