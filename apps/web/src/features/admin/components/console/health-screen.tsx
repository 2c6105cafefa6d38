import { useState } from 'react';
import { MESSAGES, type AtRiskLead, type HealthFigures } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useAdminHealth } from '../../api/console';
import type { AdminSession } from '../admin-gate';
import { Badge, ConsoleHeading, useLockOnUnauthorized } from './shared';

const PERIODS = [7, 30, 90, 365] as const;
const percent = (v: number | null) => (v === null ? '–' : `${v}%`);
function duration(minutes: number | null): string {
  if (minutes === null) return '–';
  const m = Math.abs(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h ${m % 60} min` : `${Math.floor(h / 24)} d ${h % 24} h`;
}

const STATE = {
  overdue_48h: { tone: 'red', label: 'Past 48 h' },
  overdue_24h: { tone: 'red', label: 'Overdue (24 h)' },
  due_soon: { tone: 'amber', label: 'Due soon' },
  open: { tone: 'stone', label: 'Open' },
} as const;

export function HealthScreen({ token, lock }: AdminSession) {
  const [days, setDays] = useState(30);
  const health = useAdminHealth(token, days);
  useLockOnUnauthorized(health.error, lock);

  return (
    <section>
      <ConsoleHeading title="Marketplace health">From the same leads and proposals the portal shows. First response: the lead marked contacted or its first proposal sent.</ConsoleHeading>
      <label className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span>Leads received in the last</span>
        <select value={days} onChange={(e) => setDays(Number(e.target.value))} className="rounded-xl border border-stone-300 bg-white px-3 py-1.5 text-stone-900">
          {PERIODS.map((d) => (
            <option key={d} value={d}>{d} days</option>
          ))}
        </select>
      </label>
      <div className="mt-4">
        {health.isPending ? (
          <LoadingState label="Loading figures…" />
        ) : health.isError ? (
          <ErrorState message={MESSAGES.adminConsoleLoadFailed} onRetry={() => health.refetch()} />
        ) : (
          <div className="space-y-8">
            <Cards figures={health.data.overall} />
            <AtRisk leads={health.data.at_risk} />
            <PerAgent rows={health.data.agents} />
          </div>
        )}
      </div>
    </section>
  );
}

function Cards({ figures }: { figures: HealthFigures }) {
  // A non-breaking space keeps '24 h' together where a phone's two columns wrap the label.
  const cards = [
    ['Leads received', String(figures.leads)],
    ['Answered within 24\u00a0h', percent(figures.answered_24h_pct)],
    ['Answered within 48\u00a0h', percent(figures.answered_48h_pct)],
    ['Median first response', duration(figures.median_first_response_minutes)],
    ['Proposals sent', String(figures.proposals_sent)],
    ['Win rate (90 days)', percent(figures.win_rate)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm text-stone-500">{label}</dt>
          <dd className="mt-1 font-display text-2xl font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AtRisk({ leads }: { leads: AtRiskLead[] }) {
  return (
    <div>
      <h2 className="font-display text-xl font-bold text-stone-900">Leads at risk</h2>
      <p className="text-sm text-stone-600">Unanswered leads, the least time left first.</p>
      {leads.length === 0 ? (
        <div className="mt-3"><EmptyState message={MESSAGES.adminAtRiskEmpty} /></div>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label="Leads at risk">
          {leads.map((l) => {
            const overdue = l.minutes_to_24h < 0;
            return (
              <li key={l.id} data-state={l.state} className={`flex flex-col gap-1 rounded-xl p-3 ring-1 sm:flex-row sm:items-center sm:justify-between ${overdue ? 'bg-red-50 ring-red-200' : 'bg-white ring-stone-200'}`}>
                <div>
                  <p className="font-semibold text-stone-900">Lead #{l.id} · {l.agency_name}</p>
                  <p className="text-sm text-stone-600">Received {new Date(l.created_at).toLocaleString()}</p>
                </div>
                <div className="flex items-center gap-2 text-sm">
                  <Badge tone={STATE[l.state].tone}>{STATE[l.state].label}</Badge>
                  <span className={overdue ? 'font-semibold text-red-800' : 'text-stone-700'}>
                    {overdue ? `${duration(-l.minutes_to_24h)} past 24 h` : `${duration(l.minutes_to_24h)} left`}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function PerAgent({ rows }: { rows: Array<HealthFigures & { agent_id: number; agency_name: string }> }) {
  const cells = (r: HealthFigures) => [String(r.leads), percent(r.answered_24h_pct), percent(r.answered_48h_pct), duration(r.median_first_response_minutes), String(r.proposals_sent), percent(r.win_rate)];
  const heads = ['Leads', '24 h', '48 h', 'Median response', 'Proposals sent', 'Win rate'];
  return (
    <div>
      <h2 className="font-display text-xl font-bold text-stone-900">Per agency</h2>
      {rows.length === 0 ? (
        <div className="mt-3"><EmptyState message="No leads or proposals in this period." /></div>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 lg:hidden">
            {rows.map((r) => (
              <li key={r.agent_id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="font-semibold text-stone-900">{r.agency_name}</p>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {cells(r).map((v, i) => (
                    <div key={heads[i]} className="flex justify-between gap-2"><dt className="text-stone-500">{heads[i]}</dt><dd className="font-semibold text-stone-900">{v}</dd></div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table className="mt-3 hidden w-full text-left text-sm lg:table">
            <thead className="border-b border-stone-200 text-stone-500">
              <tr><th className="py-2 pr-3 font-semibold">Agency</th>{heads.map((h) => <th key={h} className="py-2 pr-3 font-semibold">{h}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.agent_id} className="border-b border-stone-100">
                  <td className="py-2 pr-3 font-semibold text-stone-900">{r.agency_name}</td>
                  {cells(r).map((v, i) => <td key={heads[i]} className="py-2 pr-3">{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
