import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

const button = 'min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

/** Accept or decline one proposal, confirmed first; a decline may say why (the agent reads it). */
export function DecisionDialog({
  kind,
  agency,
  title,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  kind: 'accept' | 'decline' | null;
  agency: string;
  title: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const accepting = kind === 'accept';
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">{accepting ? 'Accept this proposal?' : 'Decline this proposal?'}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {accepting
              ? `${agency} will be told you chose “${title}” and will contact you to finalise it. The other offers for this enquiry will be closed.`
              : `${agency} will be told you declined “${title}”.`}
          </Dialog.Description>
          {!accepting && (
            <div className="mt-4">
              <label htmlFor="decline-reason" className="block text-sm font-semibold text-stone-800">
                Reason <span className="font-normal text-stone-500">(optional)</span>
              </label>
              <textarea
                id="decline-reason"
                value={reason}
                maxLength={1000}
                rows={3}
                onChange={(e) => setReason(e.currentTarget.value)}
                className="mt-1 block w-full rounded-xl border border-stone-300 px-4 py-2.5 text-base focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
              />
            </div>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-100 focus-visible:outline-emerald-700`}>Cancel</Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={() => onConfirm(reason)}
              className={`${button} text-white disabled:opacity-60 ${accepting ? 'bg-emerald-800 hover:bg-emerald-900 focus-visible:outline-emerald-700' : 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'}`}
            >
              {busy ? 'Sending…' : accepting ? 'Accept proposal' : 'Decline proposal'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
