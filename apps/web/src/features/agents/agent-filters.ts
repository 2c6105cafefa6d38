import type { AgentSummary } from '@safari/contract';

/** Case-insensitive match on the agent's name, its destinations or its address (traveller-side.md §2 "Agents page"). */
export function filterAgents(agents: readonly AgentSummary[], query: string): AgentSummary[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...agents];
  return agents.filter((a) => {
    const haystack = [a.agency_name, a.address, a.country, ...a.destinations.map((d) => d.destination_name)];
    return haystack.some((text) => text?.toLowerCase().includes(needle));
  });
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
