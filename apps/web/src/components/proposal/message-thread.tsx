import { useState, type FormEvent } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ProposalMessage } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

/**
 * The thread between a traveller and one agent about one proposal, from either side (`me`): plain text, oldest
 * first, my messages on the right; a failed send keeps what was typed.
 */
export function MessageThread({
  me,
  other,
  title,
  empty,
  inputId,
  messages,
  send,
}: {
  me: ProposalMessage['sender'];
  /** The other party's name as shown under their messages. */
  other: string;
  title: string;
  empty: string;
  inputId: string;
  messages: UseQueryResult<ProposalMessage[]>;
  send: UseMutationResult<unknown, Error, string>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setProblem('Message: please write something first.');
      return;
    }
    setProblem(null);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (err) => setProblem(err instanceof ApiRequestError && err.status === 400 ? `Message: ${err.message}` : 'Your message could not be sent. Please try again.'),
    });
  };

  return (
    <section aria-label={`Messages with ${other}`} className="mt-6 rounded-xl bg-stone-50 p-4">
      <h4 className="font-semibold text-stone-900">{title}</h4>
      {messages.isPending && <p className="mt-2 text-sm text-stone-600">Loading messages…</p>}
      {messages.isError && <p className="mt-2 text-sm text-red-700">Messages could not be loaded.</p>}
      {messages.data && messages.data.length === 0 && <p className="mt-2 text-sm text-stone-600">{empty}</p>}
      {messages.data && messages.data.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label="Messages">
          {messages.data.map((m) => (
            <li key={m.id} className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${m.sender === me ? 'ml-auto bg-emerald-800 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-200'}`}>
              <p className="whitespace-pre-line">{m.body}</p>
              <p className={`mt-1 text-xs ${m.sender === me ? 'text-emerald-100' : 'text-stone-500'}`}>
                {m.sender === me ? 'You' : other} · {formatDate(m.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
            Your message
          </label>
          <textarea
            id={inputId}
            value={text}
            rows={2}
            maxLength={4000}
            onChange={(e) => setText(e.currentTarget.value)}
            aria-invalid={problem ? true : undefined}
            className={fieldClass({}, 'mt-1')}
          />
        </div>
        <button type="submit" disabled={send.isPending} className={buttonClass({ size: 'sm' })}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
