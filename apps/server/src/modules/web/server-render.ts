import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PAGE_PATHS, matchPagePath } from '@safari/contract';

/**
 * Server rendering of the public catalogue and information pages (docs/decisions/012-server-rendered-catalogue-pages.md).
 * The web build ships a rendering bundle (`dist/server/entry-server.js`) with the same route table and fetchers as
 * the browser; its /api calls are answered in-process through `app.inject`, so a render costs no network hop and
 * goes through the same validation, visibility rules and response cache as any client.
 */
interface RenderModule {
  configure(transport: { origin: string; fetch: typeof fetch }): void;
  render(url: string, pageView: { seed: number; heroKeys: readonly string[] }): Promise<{ kind: 'html'; html: string; payload: string } | { kind: 'skip'; reason: string }>;
}

/** Pages whose content is the same for every visitor; personal pages (plans, trips, forms, portals) stay client-rendered. */
const RENDERED_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.search,
  PAGE_PATHS.experience,
  PAGE_PATHS.agency,
  PAGE_PATHS.agents,
  PAGE_PATHS.tours,
  PAGE_PATHS.destination,
  PAGE_PATHS.howItWorks,
  PAGE_PATHS.values,
  PAGE_PATHS.aboutUs,
  PAGE_PATHS.cookiePolicy,
  PAGE_PATHS.privacyPolicy,
  PAGE_PATHS.imprint,
  PAGE_PATHS.signup,
  PAGE_PATHS.agencySignupPage,
];

export const isServerRendered = (pathname: string) => RENDERED_PAGES.some((pattern) => matchPagePath(pattern, pathname) !== null);

export type PageRenderer = (url: string, heroKeys: readonly string[]) => ReturnType<RenderModule['render']>;

/** Loads the rendering bundle next to the web build; undefined when the build has none (then pages render in the browser). */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | undefined> {
  const entry = path.join(webDist, 'server/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const origin = app.deps.config.publicBaseUrl;
  module.configure({
    origin,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json' },
      });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    },
  });
  return (url, heroKeys) => module.render(`${origin}${url}`, { seed: Math.floor(Math.random() * 2 ** 31), heroKeys });
}
