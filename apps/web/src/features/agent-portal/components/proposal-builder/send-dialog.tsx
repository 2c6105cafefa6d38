import * as Dialog from '@radix-ui/react-dialog';

const button = 'min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

/** Sending is the one step the traveller sees (an e-mail), so it is confirmed first. */
export function SendDialog({ open, onOpenChange, traveller, revision, busy, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; traveller: string; revision: boolean; busy: boolean; onConfirm: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">{revision ? `Send the revised proposal to ${traveller}?` : `Send this proposal to ${traveller}?`}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">
            {traveller} gets an e-mail with a private link to their trip page, where they can compare it, ask you questions and accept it.
            {revision ? ' They will see this version instead of the previous one.' : ''}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-100 focus-visible:outline-emerald-700`}>Cancel</Dialog.Close>
            <button type="button" disabled={busy} onClick={onConfirm} className={`${button} bg-emerald-800 text-white hover:bg-emerald-900 focus-visible:outline-emerald-700 disabled:opacity-60`}>
              {busy ? 'Sending…' : 'Send proposal'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
