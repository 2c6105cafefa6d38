import { Link } from 'react-router';
import { HERO_IMAGES } from '@safari/contract';
import { SmartImage } from '@/components/ui/smart-image';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CtaBand, primaryCtaClass, secondaryCtaClass } from '../components/cta-band';
import { NumberedSteps } from '../components/numbered-steps';

const hero = HERO_IMAGES.find((h) => h.key === 'hero-savanna') ?? HERO_IMAGES[0]!;

const BENEFITS = [
  { title: 'No signup fees', text: 'Applying and being listed costs nothing. There is no subscription and no upfront payment.' },
  { title: 'Commission only when you earn', text: 'A commission per booking, agreed with you in writing before it applies. No booking, no commission.' },
  { title: 'Travellers who want local experts', text: 'Our travellers come to us because they want to plan with someone who lives in the destination — someone like you.' },
  { title: 'Qualified enquiries', text: 'Every enquiry arrives with dates, budget, group size, interests and contact details, so you can send a proposal straight away.' },
  { title: 'Your brand, your relationship', text: 'Your agency profile, gallery and experiences carry your name. Travellers book and pay directly with you.' },
  { title: 'Tools that save time', text: 'A simple portal to manage your profile, experiences and images, plus AI help to polish your descriptions.' },
];

const STEPS = [
  { title: 'Apply online', text: 'Six short steps: your e-mail, company information, location and licensing, your values, media and a final review.' },
  { title: 'Review in 3 to 5 business days', text: 'Our team reviews your application and checks your registration, licence and references.' },
  { title: 'Video call', text: 'We meet you on a video call to get to know your agency and answer your questions.' },
  { title: 'Onboarding', text: 'If approved, you set your password, complete your profile and start receiving enquiries.' },
];

const REQUIREMENTS = [
  'A registered travel business, or the tourism or tour-operator licence your country requires',
  'Based in, and operating trips in, the destinations you sell',
  'A responsible approach to guides, communities and wildlife',
  'Someone who can reply to enquiries in English within a day or two',
];

/** /signup and /agencysignuppage: the agent recruitment landing page (agent-side.md §1). */
export default function AgentRecruitmentPage() {
  usePageMeta(
    'Become a partner agent',
    'Local travel agents in East Africa and the Indian Ocean: join Safari Marketplace with no signup fees and a commission per booking agreed later.',
  );
  return (
    <>
      <section className="relative isolate overflow-hidden bg-emerald-950 text-white">
        <SmartImage src={hero.url} alt={hero.alt} width={1600} height={900} priority sizes="100vw" className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/90 via-stone-950/65 to-stone-950/25" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">For local travel agents</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-bold sm:text-5xl">Grow your agency with travellers who want a local expert</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-100">
            Join the marketplace for agents who really know their destination. No signup fees — a commission per booking, agreed with you later.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to={paths.agentSignup} className={primaryCtaClass}>
              Apply now
            </Link>
            <Link to={paths.agent.login} className={secondaryCtaClass}>
              Partner sign-in
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-join" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="why-join" className="font-display text-3xl font-bold text-stone-900">
          Why join Safari Marketplace
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h3 className="font-display text-lg font-bold text-emerald-900">{b.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-to-join" className="bg-stone-100/70">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="how-to-join" className="font-display text-3xl font-bold text-stone-900">
            How joining works
          </h2>
          <div className="mt-8">
            <NumberedSteps steps={STEPS} label="Steps to become a partner" />
          </div>
        </div>
      </section>

      <section aria-labelledby="who-we-look-for" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="who-we-look-for" className="font-display text-3xl font-bold text-stone-900">
              Who we’re looking for
            </h2>
            <p className="mt-3 text-stone-700">
              We work with agencies in Tanzania, Kenya, Uganda, Rwanda and Madagascar, and welcome applications from Southern Africa too.
            </p>
            <ul className="mt-5 space-y-3">
              {REQUIREMENTS.map((r) => (
                <li key={r} className="flex gap-3 text-stone-700">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 fill-emerald-700">
                    <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z" />
                  </svg>
                  <span>{r}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <h2 className="font-display text-2xl font-bold text-stone-900">The terms in short</h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="font-semibold text-stone-900">Fees</dt>
                <dd className="text-stone-700">No signup fees and no subscription.</dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">Commission</dt>
                <dd className="text-stone-700">Per booking, agreed with you later and in writing before it applies.</dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-900">Review</dt>
                <dd className="text-stone-700">3 to 5 business days, followed by a video call, then onboarding if approved.</dd>
              </div>
            </dl>
            <p className="mt-5 text-sm text-stone-600">
              Read the full <Link to={paths.agencyTerms} className="font-medium text-emerald-800 underline underline-offset-4">agency terms and conditions</Link>.
            </p>
          </div>
        </div>
      </section>

      <CtaBand id="recruit-cta" title="Ready to welcome new travellers?" primary={{ to: paths.agentSignup, label: 'Start your application' }} secondary={{ to: paths.agent.login, label: 'Already a partner? Sign in' }}>
        <p>The application takes about fifteen minutes. You’ll hear from our team within 3 to 5 business days.</p>
      </CtaBand>
    </>
  );
}
