import { usePageMeta } from '@/lib/page-meta';
import { AgentsSection } from '../components/agents-section';
import { ExploreCta } from '../components/explore-cta';
import { FeaturedExperiences } from '../components/featured-experiences';
import { Guarantees } from '../components/guarantees';
import { HeroCarousel } from '../components/hero-carousel';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { Testimonials } from '../components/testimonials';

/** Home (traveller-side.md §2 "Home"). */
export default function HomePage() {
  usePageMeta('');
  return (
    <>
      <HeroCarousel />
      <HowItWorksSteps />
      <AgentsSection />
      <FeaturedExperiences />
      <Testimonials />
      <Guarantees />
      <ExploreCta />
    </>
  );
}
