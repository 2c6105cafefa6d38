import { asc, eq } from 'drizzle-orm';
import { COUNTRIES, routes } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { isPubliclyVisible } from '../experiences/filters.js';
import { escapeXml } from './html.js';
import { STATIC_PAGES } from './pages.js';

/**
 * Every public URL: home and the static pages, the five destinations, every public experience and agency.
 * Well under the 50,000-URL limit of one sitemap file even at bench scale (10,000 experiences).
 */
export async function buildSitemap(db: DbOrTx, baseUrl: string): Promise<string> {
  const [experiences, agents] = await Promise.all([
    db.select({ id: s.experiences.id, updatedAt: s.experiences.updatedAt }).from(s.experiences).where(isPubliclyVisible).orderBy(asc(s.experiences.id)),
    db.select({ id: s.agents.id, updatedAt: s.agents.updatedAt }).from(s.agents).where(eq(s.agents.isPublished, true)).orderBy(asc(s.agents.id)),
  ]);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Object.entries(STATIC_PAGES)
      .filter(([, page]) => page.inSitemap)
      .map(([path]) => entry(path)),
    ...COUNTRIES.map((c) => entry(routes.destination(c.id))),
    ...experiences.map((e) => entry(routes.experience(e.id), e.updatedAt)),
    ...agents.map((a) => entry(routes.agency(a.id), a.updatedAt)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}
