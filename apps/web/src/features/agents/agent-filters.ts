import { searchAgents, type AgentSummary } from '@safari/contract';

/**
 * The agents search of the contract: every word in the name, address, country or a destination, case and accents
 * ignored; when nothing matches, the query with its slips corrected from the agents' own words (`searchedFor`).
 */
export function filterAgents(agents: readonly AgentSummary[], query: string): { agents: AgentSummary[]; searchedFor: string | null } {
  return searchAgents(agents, query);
}

/** The destinations most agents cover, most common first (at most `max`, the spec's 6 chips). */
export function popularDestinations(agents: readonly AgentSummary[], max: number): string[] {
  const counts = new Map<string, number>();
  for (const a of agents) {
    for (const name of new Set(a.destinations.map((d) => d.destination_name.trim()).filter(Boolean))) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, max)
    .map(([name]) => name);
}
