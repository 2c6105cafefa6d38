import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/**
 * The bottom row of experience and tour cards: the per-person price and 'View Details'. The link's ::after
 * covers the whole card (which is `relative`), so the card is clickable through one real link.
 */
export function CardPriceLink({ id, name, price }: { id: number; name: string; price: string | null }) {
  return (
    <div className="mt-auto flex items-end justify-between gap-3 pt-2">
      <p className="text-stone-900">
        {price ? (
          <>
            <span className="text-xs text-stone-500">From </span>
            <span className="text-lg font-bold">{price}</span>
            <span className="text-xs text-stone-500"> per person</span>
          </>
        ) : (
          <span className="text-sm text-stone-600">Price on request</span>
        )}
      </p>
      <Link
        to={paths.experience(id)}
        // The whole card is the link (the overlay), so the card shows the focus ring, and the pill stays compact.
        className={buttonClass({ size: 'sm' }, "min-h-0 shrink-0 px-4 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none")}
      >
        View Details<span className="sr-only">: {name}</span>
      </Link>
    </div>
  );
}
