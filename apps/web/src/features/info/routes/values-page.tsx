import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CtaBand } from '../components/cta-band';
import { InfoHero } from '../components/info-hero';

const VALUES = [
  {
    title: 'Local expertise first',
    text: 'The best trips are planned by people who live in the destination. We work only with agencies based in the countries they sell, and we send travellers to them rather than to a call centre far away.',
  },
  {
    title: 'Fair to our partners',
    text: 'Agents join without signup fees. Commission is per booking and agreed openly in advance, so small, excellent agencies can compete with large operators.',
  },
  {
    title: 'Honest about our role',
    text: 'We introduce travellers and agents; we do not take payments or make bookings. You always know who you are dealing with and whose terms apply.',
  },
  {
    title: 'Travel that gives back',
    text: 'We favour partners who employ local guides, pay them fairly, support conservation and work with the communities whose land and wildlife travellers come to see.',
  },
  {
    title: 'Careful with your data',
    text: 'We ask only for what an agent needs to plan your trip, never sell personal data, and load analytics only with your consent.',
  },
  {
    title: 'Quality over quantity',
    text: 'Every agency is reviewed and meets our team on a video call before it is listed. We would rather have fewer partners than partners we can’t vouch for.',
  },
];

export default function ValuesPage() {
  usePageMeta('Our values', 'The values behind Safari Marketplace: local expertise, fairness to agents, honesty about our role, responsible travel and privacy.');
  return (
    <>
      <InfoHero eyebrow="Our values" title="What we stand for">
        <p>Travel to East Africa and Madagascar should benefit the traveller, the local expert and the places they visit. These principles guide every decision we make.</p>
      </InfoHero>
      <section aria-label="Our values" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((v, i) => (
            <li key={v.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <span aria-hidden="true" className="font-display text-4xl font-bold text-amber-500">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h2 className="mt-2 font-display text-xl font-bold text-stone-900">{v.title}</h2>
              <p className="mt-2 leading-relaxed text-stone-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CtaBand id="values-cta" title="Travel with people who care" primary={{ to: paths.onboarding(), label: 'Start Planning' }} secondary={{ to: paths.aboutUs, label: 'About us' }} />
    </>
  );
}
