import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, searchKeywordsForTripType } from '@safari/contract';
import * as s from '../../db/schema.js';

/** Escapes LIKE wildcards so a user's `%`, `_` or `\` match themselves (PostgreSQL's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** 'tanzania' or 'TANZANIA' → 'Tanzania'; anything else → undefined. */
export function resolveCountry(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  return COUNTRIES.find((c) => c.id === v || c.name.toLowerCase() === v)?.name;
}

/** Experiences the public may see: published, not hidden by an administrator, and not owned by a hidden (e.g. suspended) agent. */
export const isPubliclyVisible: SQL = and(
  eq(s.experiences.isPublished, true),
  isNull(s.experiences.moderationHiddenAt),
  sql`not exists (select 1 from ${s.agents} where ${s.agents.id} = ${s.experiences.agentId} and not ${s.agents.isPublished})`,
)!;

export function matchesTripType(tripType: string): SQL {
  const keywords = searchKeywordsForTripType(tripType);
  return or(...keywords.map((k) => sql`lower(${s.experiences.experienceType}) like ${containsPattern(k)}`))!;
}

/**
 * A country (name or id) or a place: the experience's country, destination name, named places or location.
 * Countries compare exactly on the country column but also match places that mention them ("Zanzibar, Tanzania").
 */
export function matchesDestination(destination: string): SQL {
  const country = resolveCountry(destination);
  const value = (country ?? destination).trim().toLowerCase();
  const pattern = containsPattern(value);
  return or(
    sql`lower(${s.experiences.country}) = ${value}`,
    sql`lower(${s.experiences.destinationName}) like ${pattern}`,
    sql`lower(${s.experiences.location}) like ${pattern}`,
    sql`lower(array_to_string(${s.experiences.destinations}, ' | ')) like ${pattern}`,
  )!;
}

/**
 * Text search over name, type, description, location and agency name (kept lower-cased in search_text, trigram
 * indexed). Every whitespace-separated term must appear, so "serengeti balloon" finds "Balloon over the Serengeti".
 */
export function matchesText(q: string): SQL | undefined {
  const terms = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (terms.length === 0) return undefined;
  return and(...terms.map((t) => sql`${s.experiences.searchText} like ${containsPattern(t)}`));
}

export interface ExperienceFilter {
  tripType?: string;
  destination?: string;
  q?: string;
  toursOnly?: boolean;
  agentId?: number;
}

export function buildExperienceWhere(filter: ExperienceFilter): SQL {
  const conditions: SQL[] = [isPubliclyVisible];
  if (filter.tripType) conditions.push(matchesTripType(filter.tripType));
  if (filter.destination) conditions.push(matchesDestination(filter.destination));
  const text = filter.q ? matchesText(filter.q) : undefined;
  if (text) conditions.push(text);
  if (filter.toursOnly) conditions.push(eq(s.experiences.isTour, true));
  if (filter.agentId !== undefined) conditions.push(eq(s.experiences.agentId, filter.agentId));
  return and(...conditions)!;
}
