import { Link } from 'react-router';
import type { LeadDetail } from '@safari/contract';
import { TripPreferencesList, type TripPreferencesView } from '@/components/enquiry/trip-preferences-list';
import { paths } from '@/config/paths';

/** What the traveller asked for, beside the builder, so the agent writes to the request. */
export function LeadSummary({ lead }: { lead: LeadDetail }) {
  return (
    <aside aria-label="The request" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">For</p>
      <Link to={paths.agent.lead(lead.id)} className="font-display text-xl font-bold text-stone-900 hover:underline">
        {lead.name}
      </Link>
      <p className="text-sm text-stone-600">Reference {lead.inquiry_number}</p>
      <div className="mt-4 text-sm">
        <TripPreferencesList preferences={lead.preferences as TripPreferencesView} />
      </div>
    </aside>
  );
}
