import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bootMarkup } from './boot-markup.js';
import { isServerRendered, type PageRenderer } from './server-render.js';
import { COUNTRIES, PAGE_PATHS, matchPagePath, routes, type PagePath } from '@safari/contract';
import { absoluteUrl, escapeHtml, jsonLd, summarize } from '../seo/html.js';
import { findAgencyMeta, findExperienceMeta } from '../seo/lookups.js';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_IMAGE,
  DEFAULT_TITLE,
  DESTINATION_PAGES,
  GENERIC_DESTINATION_PAGE,
  NOINDEX_PREFIXES,
  SHARED_PLAN_PAGE,
  SITE_NAME,
  STATIC_PAGES,
} from '../seo/pages.js';

export interface PageHtml {
  status: number;
  html: string;
}

interface PageMeta {
  status: number;
  title: string;
  description: string;
  image: string;
  imageAlt?: string;
  type: 'website' | 'profile' | 'product';
  noindex?: boolean;
  structuredData?: Record<string, unknown>;
}

const MAX_ID = 2147483647;
const parseId = (raw: string) => (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= MAX_ID ? Number(raw) : undefined);

/**
 * Fills the SPA shell with the page's title, description, canonical URL, Open Graph / Twitter tags and JSON-LD so
 * links unfurl and crawlers see real content. Unknown experiences and agencies answer 404 with the SPA still
 * rendered (it shows its own 'not found' state). Every injected value is escaped.
 */
export async function renderPageHtml(app: FastifyInstance, indexHtml: string, req: FastifyRequest, renderer?: PageRenderer): Promise<PageHtml> {
  const pathname = decodePath((req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
  let meta: PageMeta;
  try {
    meta = await resolveMeta(app, pathname);
  } catch (err) {
    // A database hiccup must not turn every page into an error: serve the generic shell.
    req.log.warn({ err }, 'page meta lookup failed');
    meta = { ...defaults(), noindex: true };
  }
  const { publicBaseUrl } = app.deps.config;
  const boot = bootMarkup(pathname);
  const html = injectMeta(indexHtml, meta, `${publicBaseUrl}${encodeURI(pathname)}`, publicBaseUrl, boot.head);
  const rendered = renderer && meta.status === 200 && isServerRendered(pathname) ? await renderPage(renderer, req, boot.heroKeys) : undefined;
  if (!rendered) return { status: meta.status, html: html.replace('<!--boot-->', () => boot.body) };
  return {
    status: meta.status,
    html: withoutAppPreload(html)
      .replace('<!--boot-->', () => rendered.html)
      .replace('</body>', () => `  ${rendered.payload}\n  </body>`),
  };
}

/**
 * A page drawn here is painted before the app's code is fetched and run (the web app's boot.ts, decision 019), so
 * the build's preload of that code (`data-app-preload`, vite.config.ts) is left out: it would share the network with
 * the stylesheet and the images the first paint needs.
 */
const withoutAppPreload = (html: string) => html.replace(/[ \t]*<link rel="modulepreload"[^>]*data-app-preload[^>]*>\n?/g, '');

/** The page drawn on the server, or undefined (the static boot markup then stands in until the browser draws it). */
async function renderPage(renderer: PageRenderer, req: FastifyRequest, heroKeys: string[]) {
  try {
    const result = await renderer(req.url, heroKeys);
    if (result.kind === 'html') return result;
    req.log.debug({ reason: result.reason }, 'page left to the browser');
  } catch (err) {
    req.log.warn({ err }, 'server render failed');
  }
  return undefined;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const defaults = (): PageMeta => ({ status: 200, title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, image: DEFAULT_IMAGE, type: 'website' });

async function resolveMeta(app: FastifyInstance, pathname: string): Promise<PageMeta> {
  const db = app.deps.database.db;
  const { publicBaseUrl } = app.deps.config;
  const segments = pathname.split('/').filter(Boolean);

  const experiencePage = matchPagePath(PAGE_PATHS.experience, pathname);
  if (experiencePage) {
    const id = parseId(experiencePage.id!);
    const exp = id ? await findExperienceMeta(db, id) : undefined;
    if (!exp) return { ...defaults(), status: 404, title: `Experience not found · ${SITE_NAME}`, noindex: true };
    const description = summarize(exp.description) || summarize([exp.type, exp.location, exp.agencyName && `with ${exp.agencyName}`].filter(Boolean).join(' · '));
    const url = `${publicBaseUrl}${routes.experience(exp.id)}`;
    const image = exp.image ?? DEFAULT_IMAGE;
    return {
      status: 200,
      title: `${exp.name} · ${SITE_NAME}`,
      description,
      image,
      imageAlt: exp.imageAlt ?? exp.name,
      type: 'product',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: exp.name,
        description: summarize(exp.description, 500) || description,
        url,
        image: absoluteUrl(publicBaseUrl, image),
        ...(exp.type ? { touristType: exp.type } : {}),
        ...(exp.location || exp.country ? { itinerary: { '@type': 'Place', name: [exp.location, exp.country].filter(Boolean).join(', ') } } : {}),
        ...(exp.priceCents !== null
          ? { offers: { '@type': 'Offer', price: (exp.priceCents / 100).toFixed(2), priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' } }
          : {}),
        ...(exp.agencyName && exp.agentId !== null
          ? { provider: { '@type': 'TravelAgency', name: exp.agencyName, url: `${publicBaseUrl}${routes.agency(exp.agentId)}` } }
          : {}),
      },
    };
  }

  const agencyPage = matchPagePath(PAGE_PATHS.agency, pathname);
  if (agencyPage) {
    const id = parseId(agencyPage.id!);
    const agency = id ? await findAgencyMeta(db, id) : undefined;
    if (!agency) return { ...defaults(), status: 404, title: `Agent not found · ${SITE_NAME}`, noindex: true };
    const description =
      summarize(agency.description) ||
      summarize(`${agency.name}, a local travel agent${agency.destinations.length ? ` for ${agency.destinations.join(', ')}` : ''}.`);
    const image = agency.image ?? DEFAULT_IMAGE;
    return {
      status: 200,
      title: `${agency.name} · Local travel agent · ${SITE_NAME}`,
      description,
      image,
      imageAlt: agency.name,
      type: 'profile',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: agency.name,
        description: summarize(agency.description, 500) || description,
        url: `${publicBaseUrl}${routes.agency(agency.id)}`,
        image: absoluteUrl(publicBaseUrl, image),
        ...(agency.logo ? { logo: absoluteUrl(publicBaseUrl, agency.logo) } : {}),
        ...(agency.address || agency.country
          ? { address: { '@type': 'PostalAddress', streetAddress: agency.address ?? undefined, addressCountry: agency.country ?? undefined } }
          : {}),
        ...(agency.destinations.length ? { areaServed: agency.destinations.map((name) => ({ '@type': 'Place', name })) } : {}),
      },
    };
  }

  const destinationPage = matchPagePath(PAGE_PATHS.destination, pathname);
  if (destinationPage) {
    const country = COUNTRIES.find((c) => c.id === destinationPage.country!.toLowerCase());
    const page = country ? DESTINATION_PAGES[country.id] : GENERIC_DESTINATION_PAGE;
    return { ...defaults(), ...page, noindex: !country };
  }

  // Any path under /shared (with or without a token) is a shared plan.
  if (`/${segments[0] ?? ''}` === PAGE_PATHS.sharedWithoutToken) return { ...defaults(), ...SHARED_PLAN_PAGE };

  const page = STATIC_PAGES[pathname as PagePath];
  if (page) return { ...defaults(), title: page.title, description: page.description, noindex: page.noindex };
  const noindex = NOINDEX_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
  return { ...defaults(), noindex };
}

function injectMeta(indexHtml: string, meta: PageMeta, canonical: string, baseUrl: string, extraHead = ''): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = escapeHtml(absoluteUrl(baseUrl, meta.image));
  const url = escapeHtml(canonical);
  const tags = [
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    ...(meta.imageAlt ? [`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`] : []),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...(meta.structuredData ? [`<script type="application/ld+json">${jsonLd(meta.structuredData)}</script>`] : []),
    ...(extraHead ? [extraHead] : []),
  ].join('\n    ');

  // Replacement functions, not strings: a title containing "$&" must stay literal.
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  html = html.replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`);
  return html.includes('<!--page-meta-->') ? html.replace('<!--page-meta-->', () => tags) : html.replace('</head>', () => `    ${tags}\n  </head>`);
}
