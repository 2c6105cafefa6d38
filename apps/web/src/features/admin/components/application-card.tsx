import type { ReactNode } from 'react';
import type { AdminApplication } from '@safari/contract';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '—');
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-stone-900">{children}</dd>
    </div>
  );
}

const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-800',
  started: 'bg-stone-100 text-stone-700',
};

/** One application with every answer, so the reviewer never needs another screen. */
export function ApplicationCard({ application: a, actions }: { application: AdminApplication; actions?: ReactNode }) {
  const others = Object.entries(a.other_social_media ?? {}).filter(([, v]) => v);
  const headingId = `application-${a.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-bold text-stone-900">
            {a.company_name ?? a.contact_email}
          </h2>
          <p className="mt-1 text-sm text-stone-500">
            <span className="font-mono">{a.inquiry_number}</span> · submitted {date(a.completed_at ?? a.created_at)}
          </p>
        </div>
        <span className={`self-start rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${STATUS_STYLES[a.status] ?? STATUS_STYLES.started}`}>{a.status}</span>
      </header>
      <dl className="mt-5 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Contact person">
          {dash(a.contact_person_name)}
          {a.contact_person_position ? `, ${a.contact_person_position}` : ''}
        </Item>
        <Item label="Email">
          <a href={`mailto:${a.contact_email}`} className="text-emerald-800 underline underline-offset-2">
            {a.contact_email}
          </a>
        </Item>
        <Item label="WhatsApp">{dash(a.whatsapp_phone)}</Item>
        <Item label="Website">
          {a.website ? (
            <a href={/^https?:\/\//i.test(a.website) ? a.website : `https://${a.website}`} target="_blank" rel="noopener noreferrer" className="text-emerald-800 underline underline-offset-2">
              {a.website}
            </a>
          ) : (
            '—'
          )}
        </Item>
        <Item label="Location">{dash(a.location)}</Item>
        <Item label="Address">{dash(a.address)}</Item>
        <Item label="Licensed">{a.has_license ? 'Yes' : 'No'}</Item>
        <Item label="Instagram">{a.instagram_handle ? `@${a.instagram_handle}` : '—'}</Item>
        <Item label="Facebook">{dash(a.facebook_handle)}</Item>
        {others.map(([k, v]) => (
          <Item key={k} label={k}>
            {v}
          </Item>
        ))}
        <Item label="Willing to share media">{a.willing_to_share_media ? 'Yes' : 'No'}</Item>
        <Item label="What makes the agency different" wide>
          {dash(a.differentiation_answer)}
        </Item>
        <Item label="Sustainability and responsible tourism" wide>
          {dash(a.sustainability_answer)}
        </Item>
        {a.status === 'rejected' && (
          <Item label="Rejection reason" wide>
            {dash(a.rejection_reason)}
          </Item>
        )}
        {a.reviewed_at && <Item label="Reviewed">{date(a.reviewed_at)}</Item>}
        {a.agent_id && <Item label="Agent id">{a.agent_id}</Item>}
      </dl>
      {actions && <div className="mt-6 flex flex-col gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">{actions}</div>}
    </article>
  );
}
