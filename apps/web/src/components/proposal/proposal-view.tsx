import type { ProposalContentDto } from '@safari/contract';
import { formatCents, formatDate } from '@/lib/format';

/** One proposal as the agent wrote it (the trip page, and the agent's preview): price, validity, summary, the days, and what is (not) included. */
export function ProposalView({ proposal }: { proposal: Pick<ProposalContentDto, 'summary' | 'itinerary' | 'price_per_person_cents' | 'total_price_cents' | 'included' | 'excluded' | 'valid_until'> }) {
  const perPerson = formatCents(proposal.price_per_person_cents);
  const total = formatCents(proposal.total_price_cents);
  const valid = formatDate(proposal.valid_until);
  return (
    <div className="mt-4 space-y-5">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Per person" value={perPerson ?? 'On request'} />
        <Fact label="Total" value={total ?? '—'} />
        <Fact label="Days" value={proposal.itinerary.length ? String(proposal.itinerary.length) : '—'} />
        <Fact label="Valid until" value={valid ?? '—'} />
      </dl>
      {proposal.summary && <p className="whitespace-pre-line text-stone-700">{proposal.summary}</p>}
      {proposal.itinerary.length > 0 && (
        <ol aria-label="Day by day" className="space-y-3">
          {proposal.itinerary.map((d) => (
            <li key={d.day} className="rounded-xl border border-stone-200 p-4">
              <p className="font-semibold text-stone-900">
                Day {d.day}: {d.place}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{d.activities}</p>
              {(d.lodging || d.meals) && (
                <p className="mt-2 text-sm text-stone-600">
                  {d.lodging && <span>Overnight: {d.lodging}</span>}
                  {d.lodging && d.meals && ' · '}
                  {d.meals && <span>Meals: {d.meals}</span>}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {(proposal.included.length > 0 || proposal.excluded.length > 0) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <List title="Included" items={proposal.included} />
          <List title="Not included" items={proposal.excluded} />
        </div>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h4 className="font-semibold text-stone-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}
