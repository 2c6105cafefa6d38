/**
 * Reads an agency's website for the import: the start page, then up to 8 pages of the same site whose address or
 * link text looks like a tour (tour, safari, trip, itinerary, package, experience, trek), breadth first to depth 2
 * (front page -> tours index -> tour pages), within one time budget. Every fetch goes through safeFetch.
 */
import * as cheerio from 'cheerio';
import { safeFetch, type SafeFetchOptions } from '../../../lib/safe-fetch.js';
import type { ImportPage } from './html.js';

export const CRAWL_LIMITS = { extraPages: 8, maxDepth: 2, budgetMs: 40_000 } as const;

const TOUR_WORDS = /\b(?:tours?|safaris?|trips?|itinerar(?:y|ies)|packages?|experiences?|treks?|trekking|climb(?:s|ing)?|excursions?|holidays?)\b/i;
const NOT_PAGES = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp4|mp3)$/i;
const NOT_TOUR_PATHS = /\/(?:wp-admin|wp-login|cart|checkout|account|login|feed|tag|author|comments?)\b/i;

/** Same site: the same host name, with or without www. */
function siteOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** Links of a page to other pages of its site that look like tours, best first. */
export function tourLinks(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const $ = cheerio.load(html);
  const scored = new Map<string, number>();
  $('a[href]').each((_, a) => {
    let url: URL;
    try {
      url = new URL($(a).attr('href')!, base);
    } catch {
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || siteOf(url) !== siteOf(base) || url.port !== base.port) return;
    url.hash = '';
    const path = decodeURIComponent(url.pathname).replace(/[-_/]+/g, ' ');
    if (NOT_PAGES.test(url.pathname) || NOT_TOUR_PATHS.test(url.pathname)) return;
    const text = $(a).text().replace(/\s+/g, ' ').trim();
    const score = (TOUR_WORDS.test(path) ? 2 : 0) + (TOUR_WORDS.test(text) ? 1 : 0);
    if (!score) return;
    const key = url.toString();
    if (key === base.toString()) return;
    scored.set(key, Math.max(scored.get(key) ?? 0, score));
  });
  return [...scored.entries()].sort((a, b) => b[1] - a[1]).map(([u]) => u);
}

export interface CrawlOptions extends SafeFetchOptions {
  extraPages?: number;
  budgetMs?: number;
}

/** The start page (its failure is the caller's error) and the tour pages that could be read in time. */
export async function crawlSite(startUrl: string, options: CrawlOptions = {}): Promise<ImportPage[]> {
  const extraPages = options.extraPages ?? CRAWL_LIMITS.extraPages;
  const deadline = Date.now() + (options.budgetMs ?? CRAWL_LIMITS.budgetMs);
  const first = await safeFetch(startUrl, options);
  const pages: ImportPage[] = [{ url: first.url, html: first.html }];
  const seen = new Set([startUrl, first.url]);
  let frontier = [{ url: first.url, html: first.html }];
  for (let depth = 1; depth <= CRAWL_LIMITS.maxDepth && frontier.length; depth++) {
    const next: ImportPage[] = [];
    for (const page of frontier) {
      for (const link of tourLinks(page.html, page.url)) {
        if (pages.length > extraPages || Date.now() >= deadline) return pages;
        if (seen.has(link)) continue;
        seen.add(link);
        try {
          const fetched = await safeFetch(link, { ...options, totalTimeoutMs: Math.min(options.totalTimeoutMs ?? 15_000, deadline - Date.now()) });
          if (seen.has(fetched.url) && fetched.url !== link) continue;
          seen.add(fetched.url);
          pages.push(fetched);
          next.push(fetched);
        } catch {
          // One unreadable tour page does not spoil the others.
        }
      }
    }
    frontier = next;
  }
  return pages;
}
