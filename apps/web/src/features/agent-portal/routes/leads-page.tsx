import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LeadSummary } from '@safari/contract';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useSearchParamText } from '@/lib/use-search-param-text';
import { useLeads } from '../api/leads';
import { LeadStatusBadge, ReplyIndicator } from '../components/leads/status-badges';
import { PortalError } from '../components/portal-error';
import { StatusFilter } from '../components/status-filter';
import { relativeTime } from '../dashboard-stats';
import { isLeadStatus, LEAD_FILTERS, LEAD_STATUS_LABELS, leadSourceLabel } from '../leads/lead-format';
import { fieldClass } from '@/components/ui/field';

/** The lead inbox (issue 11): newest first, filtered by status and text (both kept in the URL). */
export default function LeadsPage() {
  usePageMeta('Leads');
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = isLeadStatus(statusParam) ? statusParam : undefined;
  // The search box lives in the URL, so a reload or a shared link keeps it; the list follows what is typed, deferred.
  const [term, setTerm] = useSearchParamText('q');
  const q = useDeferredValue(term.trim());
  const leads = useLeads({ status, q: q || undefined });

  const filterHref = (value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    const qs = next.toString();
    return `${paths.agent.leads}${qs ? `?${qs}` : ''}`;
  };

  let body: React.ReactNode;
  // The last list stays on screen while a new search loads; an empty one would claim nothing matches what is typed now.
  if (leads.isPending || (leads.isPlaceholderData && leads.data.length === 0)) body = <LoadingState label="Loading your leads…" />;
  else if (leads.isError) body = <PortalError error={leads.error} failed="Failed to load your leads. Please try again." onRetry={() => void leads.refetch()} />;
  else if (leads.data.length === 0)
    body = (
      <EmptyState
        message={
          q
            ? `No leads match "${q}".`
            : status
              ? `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads.`
              : 'No leads yet. Travellers who enquire about your agency or experiences appear here.'
        }
      />
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Leads">
        {leads.data.map((l) => (
          <LeadRow key={l.id} lead={l} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-stone-900">Leads</h1>
        <p className="mt-1 text-stone-600">Travellers were promised an answer within 24 hours. Reply to new leads first.</p>
      </div>
      <div className="space-y-3">
        <StatusFilter options={LEAD_FILTERS} active={status} hrefFor={filterHref} />
        <label htmlFor="lead-search" className="sr-only">
          Search leads
        </label>
        <input
          id="lead-search"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          maxLength={100}
          placeholder="Name, e-mail, reference or place"
          className={fieldClass({}, 'shadow-sm sm:max-w-md')}
        />
      </div>
      <div aria-busy={leads.isFetching}>{body}</div>
    </div>
  );
}

function LeadRow({ lead }: { lead: LeadSummary }) {
  const wishes = [lead.destination, lead.trip_type].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        to={paths.agent.lead(lead.id)}
        data-testid="lead-row"
        className={`block rounded-2xl bg-white p-4 shadow-sm ring-1 hover:ring-emerald-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:p-5 ${
          lead.overdue ? 'ring-rose-300' : 'ring-stone-200'
        }`}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{lead.name}</p>
            <p className="truncate text-sm text-stone-600">{wishes || 'No preferences given'}</p>
          </div>
          <LeadStatusBadge status={lead.status} />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-500">
          <span>{lead.inquiry_number}</span>
          <span>{leadSourceLabel(lead.source)}</span>
          <time dateTime={lead.created_at}>{relativeTime(lead.created_at)}</time>
          <ReplyIndicator lead={lead} />
        </div>
      </Link>
    </li>
  );
}
