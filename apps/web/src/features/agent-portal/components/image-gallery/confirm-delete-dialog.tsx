import { MESSAGES } from '@safari/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The delete confirmation (agent-side.md §8); focus is trapped and Escape cancels (Radix Dialog). */
export function ConfirmDeleteDialog({ open, busy, imageUrl, onCancel, onConfirm }: { open: boolean; busy: boolean; imageUrl: string | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      alert
      title="Delete image"
      description={MESSAGES.imageDeleteConfirm}
      tone="danger"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={busy}
      onConfirm={onConfirm}
    >
      {imageUrl && <img src={imageUrl} alt="" className="mx-auto block aspect-[4/3] h-40 rounded-xl object-cover" />}
    </ConfirmDialog>
  );
}
