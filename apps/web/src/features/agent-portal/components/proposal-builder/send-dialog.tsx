import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Sending is the one step the traveller sees (an e-mail), so it is confirmed first. */
export function SendDialog({ open, onOpenChange, traveller, revision, busy, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; traveller: string; revision: boolean; busy: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={revision ? `Send the revised proposal to ${traveller}?` : `Send this proposal to ${traveller}?`}
      description={
        <>
          {traveller} gets an e-mail with a private link to their trip page, where they can compare it, ask you questions and accept it.
          {revision ? ' They will see this version instead of the previous one.' : ''}
        </>
      }
      tone="primary"
      confirmLabel="Send proposal"
      busyLabel="Sending…"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
