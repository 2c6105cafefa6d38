import * as Dialog from '@radix-ui/react-dialog';
import type { ProposalContentDto } from '@safari/contract';
import { ProposalView } from '@/components/proposal/proposal-view';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

/** The proposal as the traveller will see it on their trip page, from what is in the form right now. */
export function ProposalPreviewDialog({ open, onOpenChange, content, agency }: { open: boolean; onOpenChange: (open: boolean) => void; content: ProposalContentDto; agency: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content className={`fixed inset-x-2 bottom-2 top-8 ${MODAL_LAYER} mx-auto flex max-w-3xl flex-col overflow-hidden rounded-2xl bg-white shadow-xl focus:outline-none sm:inset-x-6 sm:top-10`}>
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-stone-500">Preview: what the traveller sees</Dialog.Title>
            <Dialog.Close className={buttonClass({ tone: 'quiet', size: 'sm' }, 'whitespace-nowrap')}>
              Close preview
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The proposal laid out as on the traveller&apos;s trip page.</Dialog.Description>
          <article className="overflow-y-auto px-5 py-6 sm:px-8" data-testid="proposal-preview">
            <p className="text-sm font-semibold text-emerald-800">{agency}</p>
            <h2 className="mt-1 font-display text-2xl font-bold text-stone-900">{content.title || 'Untitled proposal'}</h2>
            <ProposalView proposal={content} />
          </article>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
