import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PageHtml {
  status: number;
  html: string;
}

/**
 * Fills the SPA shell with the page's title, description and Open Graph tags so links unfurl and crawlers
 * see real content. The traveller-pages issue extends this for experiences, agents and destinations.
 */
export async function renderPageHtml(_app: FastifyInstance, indexHtml: string, _req: FastifyRequest): Promise<PageHtml> {
  return { status: 200, html: indexHtml };
}
