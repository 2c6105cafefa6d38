import type { AgentSummary } from '@safari/contract';
import { LIMITS } from '@safari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SmartImage } from '@/components/ui/smart-image';
import { sentencesOf } from '@/lib/format';
import { agentImageUrl } from '@/lib/images';

/** First sentence, or the first 100 characters on a word boundary (traveller-side.md §2 "Other card behaviour"). */
export function shortenAgentDescription(text: string | null | undefined, max: number = LIMITS.agentCardDescription): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const sentence = sentencesOf(clean)[0]?.trim();
  if (sentence && sentence.length <= max) return sentence;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export interface AgentCardProps {
  agent: AgentSummary;
  /** Heading level inside the page outline (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above-the-fold cards load eagerly; everything else lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** A public agent card (traveller-side.md §2 "Other card behaviour"); a click anywhere opens the agency page. */
export function AgentCard({ agent, headingLevel: Heading = 'h3', priority = false, sizes, className = '' }: AgentCardProps) {
  const image = agentImageUrl(agent);
  const destinations = agent.destinations.map((d) => d.destination_name);
  const shown = destinations.slice(0, LIMITS.cardDestinations);
  const more = destinations.length - shown.length;
  const location = [agent.address, agent.country && !agent.address?.includes(agent.country) ? agent.country : null].filter(Boolean).join(', ');
  const description = shortenAgentDescription(agent.agency_description || agent.agent_description);

  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-emerald-700 ${className}`}
      data-testid="agent-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <SmartImage
          src={image}
          alt={agent.agency_name}
          width={640}
          height={480}
          priority={priority}
          sizes={sizes ?? '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw'}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {agent.is_featured && (
          <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-semibold text-stone-900 shadow">Featured</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading className="font-display text-xl font-bold text-stone-900 group-hover:text-emerald-800">
            {/* One real link stretched over the card: the whole card is clickable, screen readers hear one short link. */}
            <Link to={paths.agency(agent.id)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {agent.agency_name}
            </Link>
          </Heading>
          {location && (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-stone-600">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-emerald-700">
                <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25A2.25 2.25 0 1 1 10 5.25a2.25 2.25 0 0 1 0 4.5Z" />
              </svg>
              <span>{location}</span>
            </p>
          )}
        </div>
        {description && <p className="text-sm leading-relaxed text-stone-700">{description}</p>}
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Destinations">
            {shown.map((d) => (
              <li key={d} className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200">
                {d}
              </li>
            ))}
            {more > 0 && <li className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700">+{more} more</li>}
          </ul>
        )}
        {agent.agent_specializations.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label="Specialisations">
            {agent.agent_specializations.map((s) => (
              <li key={s} className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
                {s}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
