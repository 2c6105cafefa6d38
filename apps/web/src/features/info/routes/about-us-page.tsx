import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { CtaBand } from '../components/cta-band';
import { InfoHero } from '../components/info-hero';
import { InitialsAvatar } from '../components/initials-avatar';

// The founders' names, roles and bios are the company's own copy; edit them here.
const FOUNDERS = [
  {
    name: 'Amani Kweka',
    role: 'Co-founder & CEO',
    bio: 'Amani grew up in Moshi, in the shadow of Kilimanjaro, and spent ten years in tour operations across Tanzania and Kenya. He watched excellent local agencies lose travellers to international resellers and started Safari Marketplace to give them a direct line to the people who want their expertise.',
  },
  {
    name: 'Clara Lindqvist',
    role: 'Co-founder & CTO',
    bio: 'Clara has built travel and booking products in Europe for over a decade. Her own first trip to East Africa was planned by a local guide rather than a tour catalogue, and it was the best journey of her life; she joined Amani to make that kind of introduction available to every traveller.',
  },
];

export default function AboutUsPage() {
  usePageMeta('About us', 'Our mission: connect travellers with vetted local travel agents in East Africa and Madagascar. Meet the two co-founders of Safari Marketplace.');
  return (
    <>
      <InfoHero eyebrow="About us" title="Local experts, brought to your trip">
        <p>
          Safari Marketplace is the only marketplace for travel agents who really know their destination. We introduce travellers to vetted
          local agencies in Tanzania, Kenya, Uganda, Rwanda and Madagascar.
        </p>
      </InfoHero>

      <section aria-labelledby="mission" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="mission" className="font-display text-3xl font-bold text-stone-900">
              Our mission
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-stone-700">
              <p>
                Most safaris are still sold by companies thousands of kilometres from the savanna. The people who actually know the tracks,
                the seasons and the lodges — local agents and guides — often see only a small share of what travellers pay.
              </p>
              <p>
                We want to change that. Our mission is to connect every traveller with a trusted expert on the ground, so trips are better
                planned, travellers are better looked after, and more of the value stays in the countries they visit.
              </p>
            </div>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <h2 className="font-display text-2xl font-bold text-stone-900">What we do — and what we don’t</h2>
            <ul className="mt-4 space-y-3 text-stone-700">
              {[
                'We review and meet every agency before it is listed.',
                'We match your wishes with the agent best placed to fulfil them.',
                'We stay independent: agents don’t pay to be listed, and you don’t pay us to enquire.',
                'We don’t take payments or make bookings — you book directly with your agent.',
              ].map((t) => (
                <li key={t} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-amber-500" />
                  <span>{t}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="founders" className="bg-stone-100/70">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h2 id="founders" className="font-display text-3xl font-bold text-stone-900">
            Meet the founders
          </h2>
          <ul className="mt-8 grid gap-6 lg:grid-cols-2">
            {FOUNDERS.map((f) => (
              <li key={f.name} className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:p-8">
                <InitialsAvatar name={f.name} />
                <div>
                  <h3 className="font-display text-2xl font-bold text-stone-900">{f.name}</h3>
                  <p className="font-semibold text-emerald-800">{f.role}</p>
                  <p className="mt-3 leading-relaxed text-stone-700">{f.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand id="about-cta" title="Start your trip with a local expert" primary={{ to: paths.onboarding(), label: 'Start Planning' }} secondary={{ to: paths.values, label: 'Our values' }} />
    </>
  );
}
