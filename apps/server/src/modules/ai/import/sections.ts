/**
 * Tours a page states in prose: a heading followed by its text (cards of tour plugins, one-page sites, a tour page's
 * title), rows of a price table, and list items that carry a price and a duration. A heading counts as a tour only
 * when its section names a dollar price or a duration, or when it is the title of a page that is about one tour.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { clean } from './html.js';
import { shortDescription, type Candidate } from './candidate.js';
import { durationDays, priceUsd } from './fields.js';

/** Headings that name a part of a page, not a tour. */
const NOT_A_TOUR = /^(?:day\s*\d|days?\s*\d|contact|about|faq|frequently|reviews?|testimonials?|why\b|our (?:team|story|guides)|home|menu|gallery|blog|news|prices?\b|rates?\b|pricing|includes?|excludes?|included|not included|what'?s (?:included|not)|itinerary|overview|highlights|book|enquir|inquir|get in touch|follow us|newsletter|terms|privacy|related|you may also|other tours|popular tours|our tours|tours?$|safaris?$|packages?$|all tours|featured|welcome|notice|tour rates|price list|our (?:prices|rates)|.*\\b(?:rates|prices) (?:20\\d\\d|for)|important|note\b|accommodation|getting there|map|share)/i;
const HEADINGS = 'h1, h2, h3, h4';

function level(el: Element): number {
  return Number(el.tagName.slice(1));
}

/** The text between a heading and the next heading (any level), in document order. */
function sectionText($: CheerioAPI, heading: Element): { text: string; paragraphs: string[] } {
  const paragraphs: string[] = [];
  const parts: string[] = [];
  let node: AnyNode | null = heading;
  // Walk forward through following siblings, climbing out of wrappers (cards nest the heading in a div).
  let steps = 0;
  outer: while (node && steps < 400) {
    let next: AnyNode | null = node.nextSibling;
    while (!next && node.parent && node.parent.type !== 'root' && steps < 400) {
      node = node.parent;
      // Leaving the card the heading lives in ends the section when the card holds just this heading.
      if ($(node).find(HEADINGS).length > 1) break outer;
      next = node.nextSibling;
      steps++;
    }
    if (!next) break;
    node = next;
    steps++;
    if (node.type !== 'tag' && node.type !== 'text') continue;
    const $n = $(node);
    if (node.type === 'tag' && ($n.is(HEADINGS) || $n.find(HEADINGS).length)) break;
    const text = clean($n.text());
    if (!text) continue;
    parts.push(text);
    if (node.type === 'tag' && ($n.is('p') || $n.find('p').length)) {
      if ($n.is('p')) paragraphs.push(text);
      else $n.find('p').each((_, p) => void paragraphs.push(clean($(p).text())));
    }
  }
  return { text: parts.join(' '), paragraphs };
}

function describe(paragraphs: string[], fallback: string): string | null {
  const prose = paragraphs.filter((p) => p.length > 40 && !/^\s*(?:from|price|duration)\b/i.test(p));
  return shortDescription(prose.join(' ') || (fallback.length > 40 ? fallback : ''));
}

export function headingCandidates($: CheerioAPI, opts: { singleTourPage: boolean }): Candidate[] {
  const found: Candidate[] = [];
  const headings = $(HEADINGS).toArray() as Element[];
  for (const heading of headings) {
    const name = clean($(heading).text());
    if (name.length < 4 || name.length > 160 || NOT_A_TOUR.test(name)) continue;
    const isTitle = level(heading) === 1 && opts.singleTourPage;
    const { text, paragraphs } = isTitle ? wholePage($) : sectionText($, heading);
    const price = priceUsd(text);
    const days = durationDays(name) ?? durationDays(text);
    if (price === null && days === null) continue;
    found.push({ name, description: describe(paragraphs, text), price, durationDays: days, location: null, type: null, context: text.slice(0, 3000) });
  }
  return found;
}

function wholePage($: CheerioAPI): { text: string; paragraphs: string[] } {
  const paragraphs = $('p').toArray().map((p) => clean($(p).text()));
  return { text: clean($('body').text() || $.root().text()), paragraphs };
}

const NAME_COL = /\b(?:tour|safari|trip|package|itinerary|experience|trek|name|programme|program|route)\b/i;
const PRICE_COL = /\b(?:price|rate|cost|usd|us\$|\$|from)\b|\$/i;
const DAYS_COL = /\b(?:duration|days|length|nights)\b/i;

/** Rows of a table whose header names a tour column and a price or duration column. */
export function tableCandidates($: CheerioAPI): Candidate[] {
  const found: Candidate[] = [];
  $('table').each((_, table) => {
    const rows = $(table).find('tr').toArray();
    const header = rows[0] ? $(rows[0]).find('th, td').toArray().map((c) => clean($(c).text())) : [];
    const nameCol = header.findIndex((h) => NAME_COL.test(h));
    const priceCol = header.findIndex((h) => PRICE_COL.test(h));
    const daysCol = header.findIndex((h) => DAYS_COL.test(h));
    if (nameCol < 0 || (priceCol < 0 && daysCol < 0)) return;
    const headerCurrency = priceCol >= 0 && /\b(?:usd|us\$)\b|\$/i.test(header[priceCol]!) ? '$' : '';
    for (const row of rows.slice(1)) {
      const cells = $(row).find('th, td').toArray().map((c) => clean($(c).text()));
      const name = cells[nameCol];
      if (!name || name.length < 4) continue;
      const priceCell = priceCol >= 0 ? (cells[priceCol] ?? '') : '';
      const price = priceUsd(priceCell) ?? (headerCurrency && /^\s*[\d,.]+\s*$/.test(priceCell) ? priceUsd(`$${priceCell.trim()}`) : null);
      const days = daysCol >= 0 ? durationDays(cells[daysCol] ?? '') ?? durationDays(`${cells[daysCol]} days`) : durationDays(name);
      const rest = cells.filter((_, i) => i !== nameCol && i !== priceCol && i !== daysCol).join('. ');
      found.push({ name, description: shortDescription(rest.length > 40 ? rest : null), price, durationDays: days, location: null, type: null, context: cells.join('. ') });
    }
  });
  return found;
}

/** List items like "7-day Serengeti Safari – from $2,400": a name, a duration and a dollar price in one line. */
export function listCandidates($: CheerioAPI): Candidate[] {
  const found: Candidate[] = [];
  $('li').each((_, li) => {
    if ($(li).find('li, ' + HEADINGS).length) return;
    const text = clean($(li).text());
    if (text.length > 300) return;
    const price = priceUsd(text);
    const days = durationDays(text);
    if (price === null || days === null) return;
    const name = clean(text.split(/\s[-–—|:]\s|\s(?:from|at|only)\s|\(|(?:US)?\$|USD/i)[0]);
    if (name.length < 4 || NOT_A_TOUR.test(name)) return;
    found.push({ name, description: null, price, durationDays: days, location: null, type: null, context: text });
  });
  return found;
}
