import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { LeadDetail } from '@safari/contract';
import { TripPreferencesList, type TripPreferencesView } from '@/components/enquiry/trip-preferences-list';
import { FormAlert } from '@/components/ui/form';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useChangeLead, useLead, type LeadAction } from '../api/leads';
import { LeadStatusBadge, ReplyIndicator } from '../components/leads/status-badges';
import { LostDialog } from '../components/leads/lost-dialog';
import { ProposalLinkList } from '../components/proposal-link-list';
import { PortalError } from '../components/portal-error';
import { relativeTime } from '../dashboard-stats';
import { leadSourceLabel } from '../leads/lead-format';
import { buttonClass } from '@/components/ui/button';

const primary =
  buttonClass({ size: 'sm' });
const secondary =
  buttonClass({ tone: 'quiet', size: 'sm' });

/** One lead (issue 11): who, what they asked for, where it came from, and what the agent does next. */
export default function LeadPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  usePageMeta(lead.data ? `Lead: ${lead.data.name}` : 'Lead');

  return (
    <div className="space-y-6">
      <Link to={paths.agent.leads} className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 hover:underline">
        ← All leads
      </Link>
      {lead.isPending ? (
        <LoadingState label="Loading the lead…" />
      ) : lead.isError ? (
        <PortalError error={lead.error} failed="Failed to load this lead. Please try again." missing="This lead does not exist or is not yours." onRetry={() => void lead.refetch()} />
      ) : (
        <LeadView lead={lead.data} />
      )}
    </div>
  );
}

function LeadView({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead(String(lead.id));
  const [lostOpen, setLostOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closed = lead.status === 'won' || lead.status === 'lost' || lead.status === 'archived';

  const act = (action: LeadAction) => {
    setError(null);
    change.mutate(action, {
      onSuccess: () => setLostOpen(false),
      onError: (e) => setError(e instanceof ApiRequestError && e.status === 409 ? 'This lead changed meanwhile; the page now shows its current state.' : 'Could not update the lead. Please try again.'),
    });
  };
  const c = lead.contact;
  const fullName = [c.first_name, c.last_name].filter(Boolean).join(' ') || lead.name;

  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-bold text-stone-900">{lead.name}</h1>
            <LeadStatusBadge status={lead.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
            <span>Reference {lead.inquiry_number}</span>
            <time dateTime={lead.created_at}>Received {relativeTime(lead.created_at)}</time>
            <ReplyIndicator lead={lead} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!closed && (
            <Link to={paths.agent.proposalNew(lead.id)} className={primary}>
              Write a proposal
            </Link>
          )}
          {lead.status === 'new' && (
            <button type="button" className={secondary} disabled={change.isPending} onClick={() => act({ kind: 'contacted' })}>
              Mark contacted
            </button>
          )}
          {!closed && (
            <button type="button" className={secondary} disabled={change.isPending} onClick={() => setLostOpen(true)}>
              Mark lost
            </button>
          )}
          {lead.status !== 'archived' && (
            <button type="button" className={secondary} disabled={change.isPending} onClick={() => act({ kind: 'archive' })}>
              Archive
            </button>
          )}
        </div>
      </header>
      {!lostOpen && <FormAlert message={error} />}
      {lead.status === 'lost' && lead.lost_reason && (
        <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200">
          <span className="font-semibold">Lost:</span> {lead.lost_reason}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Card title="Contact">
          <dl className="space-y-3 text-sm">
            <Row label="Name">{fullName}</Row>
            <Row label="E-mail">
              <a href={`mailto:${c.email}`} className="font-semibold [overflow-wrap:anywhere] text-emerald-800 hover:underline">
                {c.email}
              </a>
            </Row>
            {c.phone && (
              <Row label="Phone">
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-emerald-800 hover:underline">
                  {c.phone}
                </a>
              </Row>
            )}
            {c.whatsapp_contact && (
              <Row label="WhatsApp">
                <a href={`https://wa.me/${c.whatsapp_contact.replace(/\D/g, '')}`} target="_blank" rel="noreferrer" className="font-semibold text-emerald-800 hover:underline">
                  {c.whatsapp_contact}
                </a>
              </Row>
            )}
            {c.instagram_username && <Row label="Instagram">@{c.instagram_username}</Row>}
            <Row label="Source">{leadSourceLabel(lead.source)}</Row>
            {lead.match_reason && <Row label="Why you">{lead.match_reason}</Row>}
            {lead.contacted_at && <Row label="Contacted">{relativeTime(lead.contacted_at)}</Row>}
          </dl>
        </Card>

        <Card title="Their trip">
          <TripPreferencesList preferences={lead.preferences as TripPreferencesView} />
          {(lead.experience || lead.selected_experiences.length > 0) && (
            <div className="mt-5">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Experiences they chose</h3>
              <ul className="mt-2 space-y-1">
                {[...(lead.experience ? [lead.experience] : []), ...lead.selected_experiences.filter((e) => e.id !== lead.experience?.id)].map((e) => (
                  <li key={e.id}>
                    <a href={e.url} target="_blank" rel="noreferrer" className="font-semibold text-emerald-800 hover:underline">
                      {e.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      </div>

      <Card title="Your proposals for this lead">
        {lead.proposals.length === 0 ? (
          <p className="text-sm text-stone-600">None yet. {closed ? '' : 'Write one: the traveller gets it by e-mail and can compare, ask and accept on their trip page.'}</p>
        ) : (
          <ProposalLinkList proposals={lead.proposals} />
        )}
      </Card>

      <LostDialog open={lostOpen} busy={change.isPending} error={lostOpen ? error : null} onOpenChange={setLostOpen} onConfirm={(reason) => act({ kind: 'lost', reason })} />
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 className="font-display text-xl font-bold text-stone-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 text-stone-900">{children}</dd>
    </div>
  );
}
