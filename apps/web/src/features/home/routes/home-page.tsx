import { usePageMeta } from '@/lib/page-meta';
import type { Prefetch } from '@/lib/prefetch';
import { featuredExperiencesQueryOptions } from '../api/get-featured-experiences';
import { homeAgentsQueryOptions } from '../api/get-home-agents';
import { AgentsSection } from '../components/agents-section';
import { ExploreCta } from '../components/explore-cta';
import { FeaturedExperiences } from '../components/featured-experiences';
import { Guarantees } from '../components/guarantees';
import { HeroCarousel } from '../components/hero-carousel';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { Testimonials } from '../components/testimonials';

export const prefetch: Prefetch = (queryClient) =>
  Promise.all([queryClient.ensureQueryData(featuredExperiencesQueryOptions()), queryClient.ensureQueryData(homeAgentsQueryOptions())]);

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
