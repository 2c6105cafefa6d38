import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { agentImageUrl } from '@/lib/images';
import { TripImage } from './trip-image';

export interface AgentSummaryView {
  id: number;
  agency_name?: string | null;
  agency_description?: string | null;
  address?: string | null;
  images?: Array<{ image_url: string; is_primary: boolean }> | null;
  profile_images?: string[] | string | null;
  agent_logotype?: string | null;
}

/** The agent a traveller is talking to, linking to /agency/{id}. */
export function AgentSummaryCard({ agent, eyebrow }: { agent: AgentSummaryView; eyebrow: string }) {
  const name = agent.agency_name ?? 'Your local expert';
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-full ring-4 ring-amber-100">
        <TripImage src={agentImageUrl(agent)} alt={`${name} logo`} sizes="80px" width={160} height={160} className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{eyebrow}</p>
        <h3 className="font-display text-xl font-semibold text-stone-900">{name}</h3>
        {agent.address && <p className="text-sm text-stone-500">{agent.address}</p>}
        {agent.agency_description && <p className="mt-1 line-clamp-3 text-sm text-stone-600">{agent.agency_description}</p>}
      </div>
      <Link
        to={paths.agency(agent.id)}
        className="inline-flex shrink-0 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        View profile<span className="sr-only"> of {name}</span>
      </Link>
    </article>
  );
}
