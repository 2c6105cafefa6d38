import type { AgentDetail } from '@safari/contract';
import { EnquireButton } from '@/components/enquiry/enquire-button';
import { SmartImage } from '@/components/ui/smart-image';
import { agentImageUrl } from '@/lib/images';

/** Top of the agency page: image, name, address, full description and the first 'Enquire now'. */
export function AgentHero({ agent }: { agent: AgentDetail }) {
  const location = [agent.address, agent.country && !agent.address?.includes(agent.country) ? agent.country : null].filter(Boolean).join(', ');
  const description = agent.agency_description || agent.agent_description;
  return (
    <section className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-12 lg:px-8">
        <div className="overflow-hidden rounded-3xl bg-stone-200 shadow-sm ring-1 ring-stone-200">
          <SmartImage
            src={agentImageUrl(agent)}
            alt={`${agent.agency_name}`}
            width={800}
            height={600}
            priority
            sizes="(min-width: 1024px) 560px, 100vw"
            className="aspect-[4/3] h-full w-full object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-700">Local travel agent</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-stone-900 sm:text-5xl">{agent.agency_name}</h1>
          {location && (
            <p className="mt-3 flex items-start gap-2 text-stone-700">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 h-4 w-4 shrink-0 fill-emerald-700">
                <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25A2.25 2.25 0 1 1 10 5.25a2.25 2.25 0 0 1 0 4.5Z" />
              </svg>
              <span>
                <span className="sr-only">Address: </span>
                {location}
              </span>
            </p>
          )}
          {agent.agent_specializations.length > 0 && (
            <ul aria-label="Specialisations" className="mt-4 flex flex-wrap gap-2">
              {agent.agent_specializations.map((s) => (
                <li key={s} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                  {s}
                </li>
              ))}
            </ul>
          )}
          {description && (
            <div className="mt-6 space-y-3 leading-relaxed text-stone-700">
              {description.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          )}
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <EnquireButton agent={{ id: agent.id, agency_name: agent.agency_name }} />
            <p className="text-sm text-stone-600">Free and without obligation. The agent usually replies within 24 hours.</p>
          </div>
        </div>
      </div>
    </section>
  );
}
