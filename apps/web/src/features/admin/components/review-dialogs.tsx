import { rejectApplicationBody, type AdminApplication } from '@safari/contract';
import { ConfirmDialog, ReasonDialog } from '@/components/ui/confirm-dialog';

export function ApproveDialog({ application, busy, onCancel, onConfirm }: { application: AdminApplication | null; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={!!application}
      onOpenChange={(open) => !open && onCancel()}
      title="Approve application?"
      description={
        <>
          <strong>{application?.company_name}</strong> becomes a partner agent. We create the agent account and e-mail {application?.contact_email} a link to set a password.
        </>
      }
      tone="primary"
      confirmLabel="Approve"
      busyLabel="Approving…"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

export function RejectDialog({ application, busy, onCancel, onConfirm }: { application: AdminApplication | null; busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void }) {
  return (
    <ReasonDialog
      open={!!application}
      onOpenChange={(open) => !open && onCancel()}
      title="Reject application?"
      description={
        <>
          Tell us why <strong>{application?.company_name}</strong> is not a fit. The reason is kept with the application.
        </>
      }
      schema={rejectApplicationBody}
      maxLength={2000}
      confirmLabel="Reject"
      busyLabel="Rejecting…"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
