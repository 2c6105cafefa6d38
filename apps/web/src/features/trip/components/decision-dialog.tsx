import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form';

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
    <ConfirmDialog
      open={kind !== null}
      onOpenChange={(next) => !next && onCancel()}
      title={accepting ? 'Accept this proposal?' : 'Decline this proposal?'}
      description={
        accepting
          ? `${agency} will be told you chose “${title}” and will contact you to finalise it. The other offers for this enquiry will be closed.`
          : `${agency} will be told you declined “${title}”.`
      }
      tone={accepting ? 'primary' : 'danger'}
      confirmLabel={accepting ? 'Accept proposal' : 'Decline proposal'}
      busyLabel="Sending…"
      busy={busy}
      onConfirm={() => onConfirm(reason)}
    >
      {!accepting && (
        <TextAreaField
          label={
            <>
              Reason <span className="font-normal text-stone-500">(optional)</span>
            </>
          }
          rows={3}
          length={reason.length}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
