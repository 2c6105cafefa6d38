import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode } from 'react';
import { rejectApplicationBody, type AdminApplication } from '@safari/contract';
import { FieldError, TextAreaField, useZodForm } from '@/components/ui/form';

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
  const form = useZodForm(rejectApplicationBody, { defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  const error = form.formState.errors.reason?.message;
  const errorId = useId();

  return (
    <Shell
      open={!!application}
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
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
      <form onSubmit={form.handleSubmit((v) => onConfirm(v.reason))} noValidate className="mt-4 space-y-4">
        <div>
          <TextAreaField
            label="Reason"
            rows={4}
            length={reason.length}
            maxLength={2000}
            invalid={!!error}
            errorId={errorId}
            {...form.register('reason', { onChange: () => error && form.clearErrors('reason') })}
          />
          <FieldError id={errorId} message={error} />
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
