import { Link } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { AgentCard } from '@/components/cards/agent-card';
import { CardRow } from '@/components/ui/card-row';
import { SectionHeading } from '@/components/ui/section-heading';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useHomeAgents } from '../api/get-home-agents';

/** 'Meet Our Expert Local Agents': up to 6 agents (traveller-side.md §2, §8). */
export function AgentsSection() {
  const { data, isPending, isError, refetch } = useHomeAgents();
  return (
    <section aria-labelledby="agents-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SectionHeading
          id="agents-heading"
          eyebrow="Local experts"
          title="Meet Our Expert Local Agents"
          intro="Independent agencies who live where you want to travel."
          action={
            <Link to={paths.agents()} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
              View all agents →
            </Link>
          }
        />
        <div className="mt-10">
          {isPending ? (
            <LoadingState label="Loading travel agents…" />
          ) : isError ? (
            <ErrorState message={CATALOGUE_MESSAGES.agentsBlockFailed} onRetry={() => void refetch()} />
          ) : data.length === 0 ? (
            <EmptyState message={CATALOGUE_MESSAGES.agentsBlockEmpty} />
          ) : (
            <CardRow label="Agent cards" items={data} itemKey={(a) => a.id} renderItem={(agent) => <AgentCard agent={agent} />} />
          )}
        </div>
      </div>
    </section>
  );
}
