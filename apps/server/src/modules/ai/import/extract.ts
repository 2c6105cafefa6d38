/**
 * The offline website import (issue 12): pages in, up to `count` experience drafts out. Structured data first
 * (JSON-LD, microdata), then price tables, headed sections and list lines; the same tour found twice (an index card
 * and its own page) is merged, the earlier source winning and the later one filling gaps. Pure functions over HTML.
 */
import { experienceDraftSchema, type ExperienceDraft } from '@safari/contract';
import { clean, loadVisible, type ImportPage } from './html.js';
import type { Candidate } from './candidate.js';
import { draftName, experienceType, locationOf } from './fields.js';
import { jsonLdCandidates, microdataCandidates } from './structured.js';
import { headingCandidates, listCandidates, tableCandidates } from './sections.js';

export type { ImportPage } from './html.js';

/** Candidates of one page, most exact source first. */
export function pageCandidates(page: ImportPage, opts: { isStartPage: boolean }): Candidate[] {
  const { $, jsonLd } = loadVisible(page.html);
  const structured = [...jsonLdCandidates(jsonLd), ...microdataCandidates($)];
  // A page that is not the site's front page and has one main title is about one tour.
  const singleTourPage = !opts.isStartPage && $('h1').length === 1 && structured.length <= 1;
  if (structured.length && singleTourPage) {
    // The page's own words fill what its structured data leaves out.
    const prose = headingCandidates($, { singleTourPage });
    return [...structured, ...prose.filter((c) => sameTour(c.name, structured[0]!.name))];
  }
  const prose = [...tableCandidates($), ...headingCandidates($, { singleTourPage }), ...listCandidates($)];
  // A page that lists its tours in structured data says which tours it has: its prose only fills their gaps.
  if (structured.length >= 2) return [...structured, ...prose.filter((c) => structured.some((t) => sameTour(c.name, t.name)))];
  return [...structured, ...prose];
}

/** Two names of one tour: equal once case, punctuation and filler words are set aside. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(?:the|a|an|and|tour|tours|package|trip)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sameTour(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

function merge(into: Candidate, from: Candidate): void {
  into.description ??= from.description;
  into.price ??= from.price;
  into.durationDays ??= from.durationDays;
  into.location ??= from.location;
  into.type ??= from.type;
  into.context = `${into.context} ${from.context}`.slice(0, 6000);
}

export function toDraft(c: Candidate): ExperienceDraft | null {
  const name = draftName(c.name);
  const description = c.description ?? null;
  const draft = {
    experience_name: name,
    experience_type: c.type ?? experienceType(c.name, `${description ?? ''} ${c.context}`),
    description,
    location: c.location ?? locationOf(c.name, description ?? '', c.context),
    price: c.price,
    duration_days: c.durationDays,
  };
  // Something with a price but no length, place or kind of trip is a product of the site (a gift card), not a tour.
  if (draft.experience_type === null && draft.location === null && draft.duration_days === null) return null;
  const parsed = experienceDraftSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

/** Drafts from the start page and the tour pages the crawler read, at most `count`, in page order. */
export function extractDrafts(pages: ImportPage[], options: { count: number }): ExperienceDraft[] {
  const byKey = new Map<string, Candidate>();
  pages.forEach((page, i) => {
    for (const candidate of pageCandidates(page, { isStartPage: i === 0 })) {
      const key = nameKey(candidate.name);
      if (!key || clean(candidate.name).length < 4) continue;
      const known = byKey.get(key);
      if (known) merge(known, candidate);
      else byKey.set(key, { ...candidate });
    }
  });
  const drafts: ExperienceDraft[] = [];
  for (const candidate of byKey.values()) {
    const draft = toDraft(candidate);
    if (draft) drafts.push(draft);
    if (drafts.length >= options.count) break;
  }
  return drafts;
}
