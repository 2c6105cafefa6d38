import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from 'sonner';
import { MESSAGES, SUBSCRIPTION_STATUSES, type AdminAgent, type AdminAgentPatchBody } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAdminAgents, useUpdateAdminAgent } from '../../api/console';
import type { AdminSession } from '../admin-gate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge, ConsoleHeading, isUnauthorized, Pager, SearchFilterBar, smallButton, useLockOnUnauthorized } from './shared';

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'featured', label: 'Featured' },
  { value: 'inactive', label: 'Inactive subscription' },
] as const;

export function AgentsScreen({ token, lock }: AdminSession) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const list = useAdminAgents(token, q, status, page);
  const update = useUpdateAdminAgent(token);
  const [hiding, setHiding] = useState<AdminAgent | null>(null);
  useLockOnUnauthorized(list.error, lock);

  const change = (agent: AdminAgent, body: AdminAgentPatchBody, done: string) =>
    update.mutate(
      { id: agent.id, body },
      {
        onSuccess: () => {
          toast.success(done);
          setHiding(null);
        },
        onError: (err) => (isUnauthorized(err) ? lock('expired') : toast.error(MESSAGES.adminConsoleSaveFailed)),
      },
    );

  return (
    <section>
      <ConsoleHeading title="Agents">Publish or hide an agency (its experiences follow), feature it on the home page and /agents, and set its subscription.</ConsoleHeading>
      <SearchFilterBar
        searchLabel="Search agencies"
        placeholder="Search by name, e-mail or id"
        text={text}
        onText={(t) => {
          setText(t);
          setPage(1);
        }}
        filterLabel="Status"
        filter={status}
        filters={FILTERS}
        onFilter={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <div className="mt-4">
        {list.isPending ? (
          <LoadingState label="Loading agencies…" />
        ) : list.isError ? (
          <ErrorState message={MESSAGES.adminConsoleLoadFailed} onRetry={() => list.refetch()} />
        ) : list.data.agents.length === 0 ? (
          <EmptyState message={MESSAGES.adminAgentsEmpty} />
        ) : (
          <>
            <ul className="grid gap-3 lg:hidden">
              {list.data.agents.map((a) => (
                <li key={a.id} data-testid="admin-agent" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                  <AgentName agent={a} />
                  <div className="mt-2 flex flex-wrap gap-2"><StatusBadges agent={a} /></div>
                  <div className="mt-3"><AgentControls agent={a} busy={update.isPending} onChange={change} onHide={setHiding} /></div>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm lg:table">
              <thead className="border-b border-stone-200 text-stone-500">
                <tr><th className="py-2 pr-3 font-semibold">Agency</th><th className="py-2 pr-3 font-semibold">Status</th><th className="py-2 font-semibold">Actions</th></tr>
              </thead>
              <tbody>
                {list.data.agents.map((a) => (
                  <tr key={a.id} data-testid="admin-agent" className="border-b border-stone-100 align-top">
                    <td className="py-3 pr-3"><AgentName agent={a} /></td>
                    <td className="py-3 pr-3"><div className="flex flex-wrap gap-2"><StatusBadges agent={a} /></div></td>
                    <td className="py-3"><AgentControls agent={a} busy={update.isPending} onChange={change} onHide={setHiding} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={!!hiding}
        onOpenChange={(open) => !open && setHiding(null)}
        title="Hide this agency?"
        description={
          <>
            <strong>{hiding?.agency_name}</strong> and all its experiences disappear from every public page until you publish it again.
          </>
        }
        tone="danger"
        confirmLabel="Hide agency"
        busyLabel="Hiding…"
        busy={update.isPending}
        onConfirm={() => hiding && change(hiding, { is_published: false }, `${hiding.agency_name} hidden.`)}
      />
    </section>
  );
}

function AgentName({ agent }: { agent: AdminAgent }) {
  return (
    <div>
      <p className="font-semibold text-stone-900">{agent.agency_name}</p>
      <p className="text-sm text-stone-500">
        #{agent.id}{agent.country ? ` · ${agent.country}` : ''} · {agent.experiences} experience{agent.experiences === 1 ? '' : 's'}
      </p>
    </div>
  );
}

function StatusBadges({ agent }: { agent: AdminAgent }) {
  return (
    <>
      {agent.is_published ? <Badge tone="green">Published</Badge> : <Badge tone="red">Hidden</Badge>}
      {agent.is_featured && <Badge tone="amber">Featured</Badge>}
      {agent.subscription_status !== 'active' && <Badge tone="stone">Subscription {agent.subscription_status}</Badge>}
    </>
  );
}

function AgentControls({ agent, busy, onChange, onHide }: { agent: AdminAgent; busy: boolean; onChange: (a: AdminAgent, body: AdminAgentPatchBody, done: string) => void; onHide: (a: AdminAgent) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {agent.is_published ? (
        <button type="button" className={smallButton} disabled={busy} onClick={() => onHide(agent)}>Hide</button>
      ) : (
        <button type="button" className={smallButton} disabled={busy} onClick={() => onChange(agent, { is_published: true }, `${agent.agency_name} published.`)}>Publish</button>
      )}
      <label className="inline-flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" className="h-4 w-4 accent-emerald-700" checked={agent.is_featured} disabled={busy} onChange={(e) => onChange(agent, { is_featured: e.target.checked }, e.target.checked ? `${agent.agency_name} featured.` : `${agent.agency_name} no longer featured.`)} />
        Featured
      </label>
      <label className="inline-flex items-center gap-2 text-sm text-stone-700">
        <span>Subscription</span>
        <select
          value={SUBSCRIPTION_STATUSES.includes(agent.subscription_status as never) ? agent.subscription_status : ''}
          disabled={busy}
          onChange={(e) => onChange(agent, { subscription_status: e.target.value as (typeof SUBSCRIPTION_STATUSES)[number] }, `Subscription of ${agent.agency_name} set to ${e.target.value}.`)}
          className="rounded-lg border border-stone-300 bg-white px-2 py-1"
        >
          {!SUBSCRIPTION_STATUSES.includes(agent.subscription_status as never) && <option value="">{agent.subscription_status}</option>}
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>{s}</option>
          ))}
        </select>
      </label>
      <a href={paths.agency(agent.id)} target="_blank" rel="noreferrer" className="text-sm font-semibold text-emerald-800 underline">
        Public page
      </a>
    </div>
  );
}
