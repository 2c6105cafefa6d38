import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@safari/contract';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/api-client';
import { outboxQueryOptions, type OutboxMessage } from '../api/get-outbox';
import { AdminGate, type AdminSession } from '../components/admin-gate';
import { buttonClass } from '@/components/ui/button';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function MessageItem({ message }: { message: OutboxMessage }) {
  const sent = new Date(message.sentAt);
  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-2xl p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-800 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-stone-900">{message.subject}</span>
            <span className="block truncate text-sm text-stone-600">To: {message.to}</span>
          </span>
          <span className="flex shrink-0 items-center gap-3 text-sm">
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-mono text-xs text-amber-900">{message.kind}</span>
            <time dateTime={message.sentAt} className="text-stone-500">
              {Number.isNaN(sent.getTime()) ? message.sentAt : timeFormat.format(sent)}
            </time>
            <span className="text-stone-400 transition group-open:rotate-180" aria-hidden="true">
              ▾
            </span>
          </span>
        </summary>
        <pre className="overflow-x-auto whitespace-pre-wrap break-words border-t border-stone-100 px-4 py-4 font-mono text-sm text-stone-700 sm:px-5">{message.text}</pre>
      </details>
    </li>
  );
}

function OutboxScreen({ token, lock }: AdminSession) {
  const outbox = useQuery(outboxQueryOptions(token));
  const expired = outbox.error instanceof ApiRequestError && outbox.error.status === 401;
  useEffect(() => {
    if (expired) lock('expired');
  }, [expired, lock]);
  let body;
  if (outbox.isPending) body = <LoadingState label="Loading messages…" />;
  else if (outbox.isError)
    body = (
      <ErrorState
        message={outbox.error instanceof ApiRequestError && outbox.error.status === 404 ? 'The outbox is not available on this server.' : 'Failed to load the outbox.'}
        onRetry={() => outbox.refetch()}
      />
    );
  else if (outbox.data.length === 0) body = <EmptyState message={MESSAGES.outboxEmpty} />;
  else
    body = (
      <ul className="space-y-3">
        {outbox.data.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-stone-900">Outbox</h1>
          <p className="mt-2 max-w-2xl text-stone-600">
            E-mails the server would have sent. This page exists only in development and only for administrators: without SMTP configured, messages (password links included) are written to a file outbox instead of being delivered.
          </p>
        </div>
        <button
          type="button"
          onClick={() => outbox.refetch()}
          className={buttonClass({ tone: 'secondary', size: 'sm' }, 'self-start sm:self-auto')}
        >
          Refresh
        </button>
      </header>
      {outbox.data && outbox.data.length > 0 && (
        <p className="mb-3 text-sm text-stone-500">
          {outbox.data.length} message{outbox.data.length === 1 ? '' : 's'}
        </p>
      )}
      {body}
    </div>
  );
}

/** /dev/outbox: behind the admin sign-in, like every other tool that can show a credential. */
export default function OutboxPage() {
  return <AdminGate>{(session) => <OutboxScreen {...session} />}</AdminGate>;
}
