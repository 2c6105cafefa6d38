import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { truncateText } from '@/lib/format';
import { agentImageUrl } from '@/lib/images';
import { buttonClass } from '@/components/ui/button';

export interface AgentSummaryView {
  id: number;
  agency_name?: string | null;
  agency_description?: string | null;
  address?: string | null;
  images?: Array<{ image_url: string; is_primary: boolean }> | null;
  profile_images?: string[] | string | null;
  agent_logotype?: string | null;
}

interface AgentSummaryCardProps {
  agent: AgentSummaryView;
  /** The small line above the name: 'Your local expert', 'Travel Expert', … */
  eyebrow: string;
  /** The link to /agency/{id}: the experience page says 'Read More' (traveller-side.md), the others 'View profile'. */
  linkLabel?: string;
  /** Cut the description to this many characters (the experience page: 150); otherwise three lines are shown. */
  descriptionLimit?: number;
  /** Heading level of the agency name within its page. */
  headingLevel?: 2 | 3;
  testId?: string;
}

/**
 * The agent behind an experience, an enquiry or a shared plan: logo, name, address, description and a link to the
 * agency page. One card everywhere; it lays itself out in a row when its container is wide enough (a sidebar
 * keeps it stacked).
 */
export function AgentSummaryCard({ agent, eyebrow, linkLabel = 'View profile', descriptionLimit, headingLevel = 3, testId }: AgentSummaryCardProps) {
  const name = agent.agency_name ?? 'Your local expert';
  const Heading = `h${headingLevel}` as const;
  const headingId = `agent-summary-${agent.id}`;
  const description = agent.agency_description
    ? descriptionLimit
      ? truncateText(agent.agency_description, descriptionLimit)
      : agent.agency_description
    : null;
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="@container rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-col gap-4 @lg:flex-row @lg:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <SmartImage
            src={agentImageUrl(agent)}
            alt={`${name} logo`}
            width={160}
            height={160}
            sizes="80px"
            className="h-16 w-16 shrink-0 rounded-full object-cover ring-4 ring-amber-100 @lg:h-20 @lg:w-20"
          />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">{eyebrow}</p>
            <Heading id={headingId} className="font-display text-xl font-semibold text-stone-900">
              {name}
            </Heading>
            {agent.address && <p className="text-sm text-stone-500">{agent.address}</p>}
            {description && <p data-testid="agent-summary-description" className={`mt-1 text-sm leading-relaxed text-stone-600 ${descriptionLimit ? '' : 'line-clamp-3'}`}>{description}</p>}
          </div>
        </div>
        <Link
          to={paths.agency(agent.id)}
          className={buttonClass({ tone: 'secondary', size: 'sm' }, 'shrink-0 self-start')}
        >
          {linkLabel}
          <span className="sr-only"> of {name}</span>
        </Link>
      </div>
    </section>
  );
}
