import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Testimonial } from '@safari/contract';
import { AgentMonogram, Stars } from './testimonial-parts';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

/** The full testimonial in a modal with a Close button (traveller-side.md §2 "Testimonial"). */
export default function TestimonialDialog({ testimonial, onClose }: { testimonial: Testimonial; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={MODAL_OVERLAY} />
        <Dialog.Content className={`fixed left-1/2 top-1/2 ${MODAL_LAYER} max-h-[85dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl`}>
          <div className="flex items-center gap-3">
            <AgentMonogram testimonial={testimonial} />
            <div>
              <Dialog.Title className="font-display text-xl font-bold text-stone-900">{testimonial.agentName}</Dialog.Title>
              <p className="text-sm text-stone-600">{testimonial.travelerType}</p>
            </div>
          </div>
          <div className="mt-4">
            <Stars rating={testimonial.rating} />
          </div>
          <Dialog.Description asChild>
            <blockquote className="mt-3 leading-relaxed text-stone-700">“{testimonial.text}”</blockquote>
          </Dialog.Description>
          <div className="mt-6 flex items-center justify-between gap-4">
            <Link to={paths.agency(testimonial.agentId)} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
              See {testimonial.agentName}'s trips
            </Link>
            <Dialog.Close className={buttonClass()}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
