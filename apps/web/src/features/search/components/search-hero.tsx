import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/** Search hero banner with 'Get matched now!' (traveller-side.md §2 "Search"). */
export function SearchHero() {
  return (
    <section className="relative isolate overflow-hidden bg-emerald-950">
      <SmartImage
        src="/media/demo/hero-savanna-1600.webp"
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="max-w-2xl font-display text-3xl font-bold text-white sm:text-5xl">Find your East African experience</h1>
        <p className="mt-3 max-w-xl text-stone-100 sm:mt-4 sm:text-lg">
          Safaris, gorilla treks, beach escapes and cultural journeys, each one crafted by a local agent. Not sure where to start?
        </p>
        <Link
          to={paths.onboarding()}
          className={buttonClass({ tone: 'accent' }, 'mt-5 shadow-lg sm:mt-6 sm:px-7 sm:py-3.5')}
        >
          Get matched now!
        </Link>
      </div>
    </section>
  );
}
