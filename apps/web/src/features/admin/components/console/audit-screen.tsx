import { useState } from 'react';
import { MESSAGES, type AuditEntry } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useAdminAudit } from '../../api/console';
import type { AdminSession } from '../admin-gate';
import { ConsoleHeading, Pager, useLockOnUnauthorized } from './shared';

const show = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));

/** Each changed field as "field: before → after". */
function changes(e: AuditEntry): string[] {
  const before = (e.before ?? {}) as Record<string, unknown>;
  const after = (e.after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
}

/** Read-only: the log is append-only on the server (no route changes it, a trigger refuses UPDATE and DELETE). */
export function AuditScreen({ token, lock }: AdminSession) {
  const [page, setPage] = useState(1);
  const log = useAdminAudit(token, page);
  useLockOnUnauthorized(log.error, lock);
  return (
    <section>
      <ConsoleHeading title="Audit log">Every admin action, newest first. It cannot be edited.</ConsoleHeading>
      {log.isPending ? (
        <LoadingState label="Loading the audit log…" />
      ) : log.isError ? (
        <ErrorState message={MESSAGES.adminConsoleLoadFailed} onRetry={() => log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <EmptyState message={MESSAGES.adminAuditEmpty} />
      ) : (
        <>
          <ol className="grid gap-3" aria-label="Admin actions">
            {log.data.entries.map((e) => (
              <li key={e.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:grid md:grid-cols-[12rem_1fr] md:gap-4">
                <div className="text-sm text-stone-500">
                  <time dateTime={e.created_at}>{new Date(e.created_at).toLocaleString()}</time>
                  <p className="break-all">{e.actor}</p>
                </div>
                <div>
                  <p className="font-semibold text-stone-900">
                    {e.action} · {e.target_type} #{e.target_id}
                  </p>
                  <ul className="mt-1 space-y-0.5 font-mono text-sm text-stone-700">
                    {changes(e).map((c) => <li key={c} className="break-words">{c}</li>)}
                  </ul>
                  {e.reason && <p className="mt-1 text-sm text-stone-700"><span className="font-semibold">Reason:</span> {e.reason}</p>}
                </div>
              </li>
            ))}
          </ol>
          <Pager page={log.data.page} pageSize={log.data.page_size} total={log.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
