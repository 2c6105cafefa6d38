import { Link } from 'react-router';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/** 'Explore Like Never Before' with the closing 'Start Now' call to action (traveller-side.md §2). */
export function ExploreCta() {
  return (
    <section aria-labelledby="explore-heading" className="relative isolate overflow-hidden bg-emerald-950">
      <SmartImage
        src="/media/demo/hero-kilimanjaro-1600.webp"
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35"
      />
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-24">
        <h2 id="explore-heading" className="font-display text-3xl font-bold text-white sm:text-5xl">
          Explore Like Never Before
        </h2>
        <p className="mt-5 text-lg text-stone-100">
          Skip the generic packages. Tell us what moves you, and a local expert will design a journey through East
          Africa and the Indian Ocean that only someone who lives there could plan.
        </p>
        <Link
          to={paths.onboarding()}
          className={buttonClass({ tone: 'accent', size: 'lg' }, 'mt-8 shadow-lg')}
        >
          Start Now
        </Link>
      </div>
    </section>
  );
}
