import type { AgentSummary } from './agents.js';

/** Lower case without accents: 'Île Sainte-Marie' and 'ile sainte-marie' compare equal ('Nosy Bé', 'nosy be'). */
export const foldForSearch = (value: string): string => value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * The agents search (traveller-side.md §2 "Agents page"), the same on the server and in the browser: every word typed
 * appears in the agency's name, address, country or one of its destinations, case and accents ignored.
 */
export function agentMatchesQuery(agent: Pick<AgentSummary, 'agency_name' | 'address' | 'country' | 'destinations'>, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch([agent.agency_name, agent.address, agent.country, ...agent.destinations.map((d) => d.destination_name)].filter(Boolean).join(' \u2022 '));
  return words.every((w) => haystack.includes(w));
}
