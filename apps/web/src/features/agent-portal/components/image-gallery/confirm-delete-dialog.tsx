import * as Dialog from '@radix-ui/react-dialog';
import { MESSAGES } from '@safari/contract';

const button = 'rounded-full px-5 py-2.5 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/** The delete confirmation (agent-side.md §8); focus is trapped and Escape cancels (Radix Dialog). */
export function ConfirmDeleteDialog({ open, busy, imageUrl, onCancel, onConfirm }: { open: boolean; busy: boolean; imageUrl: string | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content role="alertdialog" className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">Delete image</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{MESSAGES.imageDeleteConfirm}</Dialog.Description>
          {imageUrl && <img src={imageUrl} alt="" className="mx-auto mt-4 block aspect-[4/3] h-40 rounded-xl object-cover" />}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-100 focus-visible:outline-emerald-700`}>Cancel</Dialog.Close>
            <button type="button" disabled={busy} onClick={onConfirm} className={`${button} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`}>
              {busy ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
