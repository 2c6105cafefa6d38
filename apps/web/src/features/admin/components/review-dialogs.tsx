import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminApplication } from '@safari/contract';

const primary = 'rounded-full px-5 py-2.5 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
const secondary = 'rounded-full border border-stone-300 px-5 py-2.5 font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

function Shell({ open, onOpenChange, title, description, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-lg -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ApproveDialog({ application, busy, onCancel, onConfirm }: { application: AdminApplication | null; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Shell
      open={!!application}
      onOpenChange={(open) => !open && onCancel()}
      title="Approve application?"
      description={
        <>
          <strong>{application?.company_name}</strong> becomes a partner agent. We create the agent account and e-mail {application?.contact_email} a link to set a password.
        </>
      }
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondary}>Cancel</Dialog.Close>
        <button type="button" disabled={busy} onClick={onConfirm} className={`${primary} bg-emerald-800 hover:bg-emerald-900 focus-visible:outline-emerald-700`}>
          {busy ? 'Approving…' : 'Approve'}
        </button>
      </div>
    </Shell>
  );
}

export function RejectDialog({ application, busy, onCancel, onConfirm }: { application: AdminApplication | null; busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError('Please give a reason');
    onConfirm(reason.trim());
  };

  return (
    <Shell
      open={!!application}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(null);
          onCancel();
        }
      }}
      title="Reject application?"
      description={
        <>
          Tell us why <strong>{application?.company_name}</strong> is not a fit. The reason is kept with the application.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
            Reason
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={2000}
            value={reason}
            aria-invalid={!!error || undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            className="mt-1 block w-full rounded-xl border border-stone-300 px-4 py-3 text-base focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 aria-[invalid=true]:border-red-500"
          />
          {error && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close type="button" className={secondary}>
            Cancel
          </Dialog.Close>
          <button type="submit" disabled={busy} className={`${primary} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`}>
            {busy ? 'Rejecting…' : 'Reject'}
          </button>
        </div>
      </form>
    </Shell>
  );
}
