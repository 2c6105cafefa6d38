import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { DESTINATIONS } from '../content';
import { heroImageUrl } from './hero-image';

/** Picture cards for the five countries; used by the generic page for an unknown country. */
export function DestinationLinks() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {DESTINATIONS.map((d) => (
        <li key={d.id}>
          <Link
            to={paths.destination(d.id)}
            className="group relative block overflow-hidden rounded-2xl bg-stone-900 shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <SmartImage
              src={heroImageUrl(d.heroKey)}
              alt=""
              width={640}
              height={400}
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[16/10] w-full object-cover opacity-80 transition duration-500 group-hover:scale-105 group-hover:opacity-70"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-950/90 to-transparent p-5 text-white">
              <span className="block font-display text-2xl font-bold">{d.name}</span>
              <span className="mt-1 block text-sm text-stone-100">{d.tagline}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
