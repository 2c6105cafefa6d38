import { Link } from 'react-router';
import { paths } from '@/config/paths';

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
        className="shrink-0 rounded-full bg-emerald-800 px-4 py-2 text-sm font-semibold text-white after:absolute after:inset-0 after:content-[''] hover:bg-emerald-900 focus-visible:outline-none"
      >
        View Details<span className="sr-only">: {name}</span>
      </Link>
    </div>
  );
}
