import type { ExperienceDetail } from '@safari/contract';
import { EnquireButton } from '@/components/enquiry/enquire-button';
import { formatPrice } from '@/lib/format';

/**
 * Phones and tablets: price per person and the page's own 'Enquire now' stay at the bottom of the screen while the
 * traveller reads (issue 15). It is `sticky`, not `fixed`, and the last thing in the page's main area, so it takes
 * its own height in the flow and comes to rest above the footer instead of covering it. From `lg` the side card with
 * the same button is in view and the bar is not rendered visible.
 */
export function StickyEnquireBar({ experience, agent }: { experience: ExperienceDetail; agent: NonNullable<ExperienceDetail['travel_agent']> }) {
  const price = formatPrice(experience.price);
  return (
    <div
      data-testid="sticky-enquire-bar"
      className="sticky bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 pt-3 shadow-[0_-6px_16px_rgba(0,0,0,0.06)] backdrop-blur pb-[calc(0.75rem+env(safe-area-inset-bottom))] lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="min-w-0 leading-tight text-stone-900">
          {price ? (
            <>
              <span className="block font-display text-xl font-bold">{price}</span>
              <span className="text-xs text-stone-600">USD per person</span>
            </>
          ) : (
            <span className="font-semibold">Price on request</span>
          )}
        </p>
        <EnquireButton experience={experience} agent={agent} />
      </div>
    </div>
  );
}
