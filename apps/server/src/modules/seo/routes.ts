import type { FastifyInstance } from 'fastify';
import { DEV_SECTION, PAGE_PATHS, pathPrefix } from '@safari/contract';
import { buildSitemap } from './sitemap.js';

/** Crawler files at the site root (not under /api): the sitemap and robots.txt. */
export async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const xml = await buildSitemap(app.deps.database.db, app.deps.config.publicBaseUrl);
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const base = app.deps.config.publicBaseUrl;
    const body = [
      'User-agent: *',
      'Allow: /',
      `Disallow: ${PAGE_PATHS.agentPortal}/`,
      `Disallow: ${PAGE_PATHS.admin}`,
      'Disallow: /api/',
      `Disallow: ${DEV_SECTION}/`,
      `Disallow: ${pathPrefix(PAGE_PATHS.shared)}`,
      `Disallow: ${pathPrefix(PAGE_PATHS.recommendations)}`,
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
