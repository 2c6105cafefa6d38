import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES, hideExperienceBody, type AdminExperience } from '@safari/contract';
import { ReasonDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAdminExperiences, useModerateExperience } from '../../api/console';
import type { AdminSession } from '../admin-gate';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge, ConsoleHeading, isUnauthorized, Pager, SearchFilterBar, smallButton, useLockOnUnauthorized } from './shared';

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'false', label: 'Visible' },
  { value: 'true', label: 'Hidden by moderation' },
] as const;

export function ExperiencesScreen({ token, lock }: AdminSession) {
  const [text, setText] = useState('');
  const [hidden, setHidden] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), 300);
  const list = useAdminExperiences(token, q, hidden, page);
  const moderate = useModerateExperience(token);
  const [hiding, setHiding] = useState<AdminExperience | null>(null);
  useLockOnUnauthorized(list.error, lock);

  const act = (e: AdminExperience, action: 'hide' | 'restore', reason?: string) =>
    moderate.mutate(
      { id: e.id, action, reason },
      {
        onSuccess: () => {
          toast.success(action === 'hide' ? `${e.experience_name} hidden.` : `${e.experience_name} restored.`);
          setHiding(null);
        },
        onError: (err) => (isUnauthorized(err) ? lock('expired') : toast.error(MESSAGES.adminConsoleSaveFailed)),
      },
    );

  return (
    <section>
      <ConsoleHeading title="Experiences">Hide an experience from every public page (search, agency page, its own page) with a reason; restore it when fixed.</ConsoleHeading>
      <SearchFilterBar
        searchLabel="Search experiences"
        placeholder="Search by name, agency or id"
        text={text}
        onText={(t) => {
          setText(t);
          setPage(1);
        }}
        filterLabel="Moderation"
        filter={hidden}
        filters={FILTERS}
        onFilter={(v) => {
          setHidden(v);
          setPage(1);
        }}
      />
      <div className="mt-4">
        {list.isPending ? (
          <LoadingState label="Loading experiences…" />
        ) : list.isError ? (
          <ErrorState message={MESSAGES.adminConsoleLoadFailed} onRetry={() => list.refetch()} />
        ) : list.data.experiences.length === 0 ? (
          <EmptyState message={MESSAGES.adminExperiencesEmpty} />
        ) : (
          <>
            <ul className="grid gap-3 lg:grid-cols-2">
              {list.data.experiences.map((e) => (
                <li key={e.id} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-testid="admin-experience">
                  <div>
                    <a href={paths.experience(e.id)} target="_blank" rel="noreferrer" className="font-semibold text-stone-900 hover:underline">{e.experience_name}</a>
                    <p className="text-sm text-stone-500">#{e.id} · {e.agency_name ?? 'No agency'}{e.country ? ` · ${e.country}` : ''}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {e.hidden_at ? <Badge tone="red">Hidden by moderation</Badge> : e.is_published ? <Badge tone="green">Visible</Badge> : <Badge tone="stone">Draft</Badge>}
                  </div>
                  {e.hidden_reason && <p className="text-sm text-stone-700"><span className="font-semibold">Reason:</span> {e.hidden_reason}</p>}
                  <div>
                    {e.hidden_at ? (
                      <button type="button" className={smallButton} disabled={moderate.isPending} onClick={() => act(e, 'restore')}>Restore</button>
                    ) : (
                      <button type="button" className={smallButton} disabled={moderate.isPending} onClick={() => setHiding(e)}>Hide</button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={setPage} />
          </>
        )}
      </div>
      <HideDialog experience={hiding} busy={moderate.isPending} onCancel={() => setHiding(null)} onConfirm={(reason) => hiding && act(hiding, 'hide', reason)} />
    </section>
  );
}

function HideDialog({ experience, busy, onCancel, onConfirm }: { experience: AdminExperience | null; busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  return (
    <ReasonDialog
      open={!!experience}
      onOpenChange={(open) => !open && onCancel()}
      title="Hide this experience?"
      description={
        <>
          <strong>{experience?.experience_name}</strong> disappears from every public page, even if the agent publishes it. The reason is kept in the audit log.
        </>
      }
      schema={hideExperienceBody}
      maxLength={1000}
      confirmLabel="Hide experience"
      busyLabel="Hiding…"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
