import type { AgentSummary } from '@safari/contract';
import { AgentCard } from '@/components/cards/agent-card';

export function AgentsGrid({ agents, label }: { agents: AgentSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {agents.map((agent, i) => (
        <li key={agent.id}>
          <AgentCard agent={agent} priority={i < 3} />
        </li>
      ))}
    </ul>
  );
}
