import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CtaBand } from '../components/cta-band';
import { InfoHero } from '../components/info-hero';
import { NumberedSteps } from '../components/numbered-steps';
import { buttonClass } from '@/components/ui/button';

const TRAVELLER_STEPS = [
  {
    title: 'Tell us about your trip',
    text: 'Answer a few short questions: where you’d like to go, when, for how long, with whom, your budget and what you enjoy. It takes about two minutes and needs no account.',
  },
  {
    title: 'Meet your local expert',
    text: 'We introduce you to a vetted agent based in your destination. Usually they contact you within 24 hours, at the latest within 48 hours.',
  },
  {
    title: 'Shape the plan together',
    text: 'Your agent suggests a route, lodges and guides, and refines them with you until the trip fits — dates, pace and budget.',
  },
  {
    title: 'Travel on your dream trip',
    text: 'You book directly with your agent, who looks after you on the ground. We never handle your payment or booking.',
  },
];

const AGENT_STEPS = [
  {
    title: 'Apply online',
    text: 'Tell us about your agency, licence, values and the trips you run. The application takes about fifteen minutes, and there are no signup fees.',
  },
  {
    title: 'Review and video call',
    text: 'Our team reviews every application within 3 to 5 business days, then meets you on a video call to get to know you.',
  },
  {
    title: 'Onboarding',
    text: 'Once approved, you set your password, complete your agency profile and publish your experiences and gallery.',
  },
  {
    title: 'Receive enquiries',
    text: 'Travellers who match your destinations and style are introduced to you. Commission is per booking, agreed with you beforehand.',
  },
];

const FAQ = [
  {
    q: 'Does it cost anything to send an enquiry?',
    a: 'No. Planning with us and being introduced to an agent is free for travellers, and an enquiry never commits you to booking.',
  },
  {
    q: 'Who do I pay for my trip?',
    a: 'You pay your agent directly under their booking terms. We are an introduction service: we do not take payments or make bookings.',
  },
  {
    q: 'How are agents chosen?',
    a: 'Every agency applies, is reviewed by our team and meets us on a video call. We look at registration and licensing, local knowledge, references and how they treat guides, communities and wildlife.',
  },
  {
    q: 'Can I change my wishes later?',
    a: 'Yes. You can update your preferences at any time, and your agent will adapt the proposal.',
  },
];

export default function HowItWorksPage() {
  usePageMeta(
    'How it works',
    'How Safari Marketplace connects travellers with vetted local travel agents in East Africa and Madagascar, step by step, for travellers and for agents.',
  );
  return (
    <>
      <InfoHero eyebrow="How it works" title="From first idea to the open savanna">
        <p>
          We connect you with a vetted local travel agent who lives where you want to travel. You tell us what you’re looking for, we make the
          introduction, and you plan the trip directly with your expert.
        </p>
      </InfoHero>

      <section aria-labelledby="for-travellers" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="for-travellers" className="font-display text-3xl font-bold text-stone-900">
          For travellers
        </h2>
        <p className="mt-2 max-w-2xl text-stone-600">No account, no fees, no obligation — just the right person for your trip.</p>
        <div className="mt-8">
          <NumberedSteps steps={TRAVELLER_STEPS} label="Steps for travellers" />
        </div>
        <Link
          to={paths.onboarding()}
          className={buttonClass({}, 'mt-8')}
        >
          Start Planning
        </Link>
      </section>

      <section aria-labelledby="for-agents" className="bg-stone-100/70">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="for-agents" className="font-display text-3xl font-bold text-stone-900">
            For local agents
          </h2>
          <p className="mt-2 max-w-2xl text-stone-600">Reach travellers who want exactly what you do best.</p>
          <div className="mt-8">
            <NumberedSteps steps={AGENT_STEPS} label="Steps for agents" />
          </div>
          <Link
            to={paths.signup}
            className={buttonClass({ tone: 'outline' }, 'mt-8')}
          >
            Become a partner agent
          </Link>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="faq" className="font-display text-3xl font-bold text-stone-900">
          Questions travellers ask
        </h2>
        <dl className="mt-6 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
          {FAQ.map((f) => (
            <div key={f.q} className="p-6">
              <dt className="font-semibold text-stone-900">{f.q}</dt>
              <dd className="mt-2 leading-relaxed text-stone-700">{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>

      <CtaBand id="how-cta" title="Ready when you are" primary={{ to: paths.onboarding(), label: 'Plan Your Trip' }} secondary={{ to: paths.agents(), label: 'Meet our agents' }}>
        <p>Tell us about your trip and we’ll introduce you to the right local expert.</p>
      </CtaBand>
    </>
  );
}
