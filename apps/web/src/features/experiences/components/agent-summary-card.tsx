import { Link } from 'react-router';
import { LIMITS, type ExperienceDetail } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { truncateText } from '@/lib/format';
import { agentImageUrl } from '@/lib/images';

type TravelAgent = NonNullable<ExperienceDetail['travel_agent']>;

/** The agent behind an experience: image, name, description cut to 150 characters, 'Read More' to the agency. */
export function AgentSummaryCard({ agent }: { agent: TravelAgent }) {
  return (
    <section aria-labelledby="agent-heading" data-testid="experience-agent" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="text-xs font-semibold uppercase tracking-wider text-amber-700">Your local expert</p>
      <div className="mt-3 flex items-center gap-4">
        <SmartImage
          src={agentImageUrl(agent)}
          alt={agent.agency_name}
          width={160}
          height={160}
          sizes="64px"
          className="h-16 w-16 shrink-0 rounded-full object-cover ring-2 ring-amber-200"
        />
        <h2 id="agent-heading" className="font-display text-xl font-bold text-stone-900">
          {agent.agency_name}
        </h2>
      </div>
      {agent.agency_description && (
        <p className="mt-3 text-sm leading-relaxed text-stone-700">{truncateText(agent.agency_description, LIMITS.experienceAgentDescription)}</p>
      )}
      <Link
        to={paths.agency(agent.id)}
        className="mt-4 inline-block rounded-full border border-emerald-800 px-5 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50"
      >
        Read More<span className="sr-only"> about {agent.agency_name}</span>
      </Link>
    </section>
  );
}
