import { markLeadLostBody } from '@safari/contract';
import { ReasonDialog } from '@/components/ui/confirm-dialog';

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
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark this lead lost?"
      description="Say why, so you can learn from it. The traveller is not told."
      schema={markLeadLostBody}
      maxLength={1000}
      error={error}
      confirmLabel="Mark lost"
      busyLabel="Saving…"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
