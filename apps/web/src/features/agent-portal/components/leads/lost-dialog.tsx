import * as Dialog from '@radix-ui/react-dialog';
import { markLeadLostBody } from '@safari/contract';
import { FieldError, TextAreaField, useZodForm } from '@/components/ui/form';

const button = 'min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

/** Mark a lead lost: the reason is required (it feeds the agent's own review of lost business). */
export function LostDialog({
  open,
  busy,
  error,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const form = useZodForm(markLeadLostBody, { defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  const message = form.formState.errors.reason?.message ?? error;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">Mark this lead lost?</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">Say why, so you can learn from it. The traveller is not told.</Dialog.Description>
          <form noValidate className="mt-4 space-y-2" onSubmit={form.handleSubmit((v) => onConfirm(v.reason))}>
            <TextAreaField label="Reason" required rows={3} length={reason.length} maxLength={1000} invalid={Boolean(message)} errorId="lost-reason-error" {...form.register('reason')} />
            <FieldError id="lost-reason-error" message={message} />
            <div className="flex flex-wrap justify-end gap-3 pt-4">
              <Dialog.Close type="button" className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-100 focus-visible:outline-emerald-700`}>
                Cancel
              </Dialog.Close>
              <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700 disabled:opacity-60`}>
                {busy ? 'Saving…' : 'Mark lost'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
