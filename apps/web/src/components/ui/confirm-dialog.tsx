import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { FieldError, TextAreaField, useZodForm } from '@/components/ui/form';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';


export interface ConfirmDialogProps {
  open: boolean;
  /** Closing (Cancel, Escape, a click outside) calls this with false. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words, and its words while the call runs (`busy`). */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** `danger` for a step that removes, hides or refuses something. */
  tone: 'primary' | 'danger';
  /** A step that cannot be undone: announced as an alert dialog. */
  alert?: boolean;
  /** The confirming button submits the dialog's form: fields in `children` are checked by the handler. */
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  /** What goes between the description and the buttons (a field, a preview, a message). */
  children?: ReactNode;
}

/**
 * The one confirmation dialog: a title, what will happen, Cancel and one confirming action. Radix Dialog traps focus,
 * Escape and a click outside cancel; on a phone the buttons stack full width, the confirming one on top.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel, busy, tone, alert, onConfirm, children }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content
          role={alert ? 'alertdialog' : 'dialog'}
          className={`fixed inset-x-4 top-1/2 ${MODAL_LAYER} mx-auto max-h-[90dvh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="font-display text-xl font-bold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onConfirm(event);
            }}
          >
            {children && <div className="mt-4">{children}</div>}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={buttonClass({ tone: 'quiet', size: 'sm' })}>
                Cancel
              </Dialog.Close>
              <button type="submit" disabled={busy} className={buttonClass({ tone, size: 'sm' })}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A contract schema of a body that is one required reason ('mark lost', 'hide', 'reject'). */
type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

export interface ReasonDialogProps extends Omit<ConfirmDialogProps, 'onConfirm' | 'children' | 'tone'> {
  /** The server's rule for the reason, checked here first with its own message. */
  schema: ReasonSchema;
  maxLength: number;
  /** What the server said when the step failed, shown under the reason. */
  error?: string | null;
  onConfirm: (reason: string) => void;
}

/**
 * A step that needs a reason (a lead marked lost, an experience hidden, an application rejected). The reason is kept
 * while the dialog is open, whatever the server says, and starts empty each time it opens; an edit clears the message.
 */
export function ReasonDialog({ schema, maxLength, error, onConfirm, open, ...dialog }: ReasonDialogProps) {
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  const message = form.formState.errors.reason?.message ?? error;
  const errorId = useId();
  const { reset } = form;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <ConfirmDialog {...dialog} open={open} tone="danger" onConfirm={(event) => void form.handleSubmit((v) => onConfirm(v.reason))(event)}>
      <TextAreaField
        label="Reason"
        required
        rows={3}
        length={reason.length}
        maxLength={maxLength}
        invalid={Boolean(message)}
        errorId={errorId}
        {...form.register('reason', { onChange: () => form.formState.errors.reason && form.clearErrors('reason') })}
      />
      <FieldError id={errorId} message={message} />
    </ConfirmDialog>
  );
}
