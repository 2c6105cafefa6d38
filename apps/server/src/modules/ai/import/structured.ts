/**
 * Tours a page states in structured data: JSON-LD (arrays, @graph, ItemList; TouristTrip, Trip, Product, Offer,
 * Event) and schema.org microdata. Read first: the operator wrote them for machines, so they are the most exact.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { clean } from './html.js';
import { shortDescription, type Candidate } from './candidate.js';
import { durationDays, isoDurationDays, locationOf, structuredPriceUsd } from './fields.js';

const TOUR_TYPES = new Set(['touristtrip', 'trip', 'product', 'offer', 'event', 'touristattraction', 'vacationpackage']);
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? clean(v) : typeof v === 'number' ? String(v) : '');

function typesOf(node: Obj): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).map((x) => str(x).toLowerCase().replace(/^.*[/#]/, ''));
}

/** Every object in the blocks, flattening arrays, @graph, ItemList items and offers' itemOffered. */
function flatten(value: unknown, out: Obj[] = [], depth = 0): Obj[] {
  if (depth > 8) return out;
  if (Array.isArray(value)) {
    for (const v of value) flatten(v, out, depth + 1);
    return out;
  }
  if (!isObj(value)) return out;
  if (value['@graph']) flatten(value['@graph'], out, depth + 1);
  const types = typesOf(value);
  if (types.includes('itemlist')) {
    for (const el of Array.isArray(value.itemListElement) ? value.itemListElement : [value.itemListElement]) {
      if (isObj(el) && isObj(el.item) && typesOf(el).includes('listitem')) flatten(el.item, out, depth + 1);
      else flatten(el, out, depth + 1);
    }
    return out;
  }
  if (types.includes('offer') && isObj(value.itemOffered)) {
    flatten({ offers: { price: value.price, priceCurrency: value.priceCurrency }, ...value.itemOffered }, out, depth + 1);
    return out;
  }
  if (types.some((t) => TOUR_TYPES.has(t))) out.push(value);
  return out;
}

function priceOf(offers: unknown): number | null {
  const list = (Array.isArray(offers) ? offers : [offers]).filter(isObj);
  const prices = list
    .flatMap((o) => [structuredPriceUsd(o.price ?? o.lowPrice, o.priceCurrency), ...(isObj(o.priceSpecification) ? [structuredPriceUsd(o.priceSpecification.price, o.priceSpecification.priceCurrency)] : [])])
    .filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : null;
}

function placeText(node: Obj): string {
  const parts: string[] = [];
  const visit = (v: unknown, depth = 0) => {
    if (depth > 4) return;
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isObj(v)) {
      for (const key of ['name', 'addressLocality', 'addressRegion', 'addressCountry', 'address', 'itemListElement', 'item', 'containedInPlace']) if (v[key]) visit(v[key], depth + 1);
    }
  };
  for (const key of ['location', 'itinerary', 'touristDestination', 'areaServed', 'contentLocation']) visit(node[key]);
  return parts.join(', ');
}

function fromJsonLd(node: Obj): Candidate | null {
  const name = str(node.name);
  if (!name) return null;
  const description = str(node.description);
  const places = placeText(node);
  return {
    name,
    description: shortDescription(description),
    price: priceOf(node.offers),
    durationDays: isoDurationDays(node.duration) ?? durationDays(`${name}. ${description}`),
    location: locationOf(name, places) ?? null,
    type: null,
    context: [description, str(node.touristType), places].join('. '),
  };
}

export function jsonLdCandidates(blocks: unknown[]): Candidate[] {
  return flatten(blocks)
    .map(fromJsonLd)
    .filter((c): c is Candidate => c !== null);
}

const MICRO_TYPES = /schema\.org\/(TouristTrip|Trip|Product|Event|Offer|TouristAttraction)\b/i;

export function microdataCandidates($: CheerioAPI): Candidate[] {
  const found: Candidate[] = [];
  $('[itemscope][itemtype]').each((_, el) => {
    if (!MICRO_TYPES.test($(el).attr('itemtype') ?? '')) return;
    // Nested offers belong to their tour, not a tour of their own.
    if ($(el).parents('[itemscope]').filter((__, p) => MICRO_TYPES.test($(p).attr('itemtype') ?? '')).length) return;
    const prop = (name: string, root: AnyNode = el) => {
      const node = $(root).find(`[itemprop~="${name}"]`).first();
      if (!node.length) return '';
      return clean(node.attr('content') ?? node.attr('datetime') ?? node.text());
    };
    const name = prop('name');
    if (!name) return;
    const description = prop('description');
    const price = structuredPriceUsd(prop('price') || prop('lowPrice'), prop('priceCurrency') || null);
    const location = prop('location') || prop('addressLocality');
    found.push({
      name,
      description: shortDescription(description),
      price,
      durationDays: isoDurationDays(prop('duration')) ?? durationDays(`${name}. ${clean($(el).text())}`),
      location: locationOf(location) ?? null,
      type: null,
      context: clean($(el).text()),
    });
  });
  return found;
}
