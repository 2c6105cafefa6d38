import type { AgentSummary } from '@safari/contract';
import { AgentCard } from '@/components/cards/agent-card';

export function AgentsGrid({ agents, label }: { agents: AgentSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {agents.map((agent, i) => (
        <li key={agent.id}>
          {/* The first card is the page's largest paint on a phone; more high-priority images would slow it. */}
          <AgentCard agent={agent} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
