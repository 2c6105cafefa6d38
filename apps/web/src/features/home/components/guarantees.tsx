import { SectionHeading } from '@/components/ui/section-heading';

/**
 * 'Our Guarantees'. The spec lists secure payment, trip insurance and rebooking help, while the imprint says
 * we handle no payments or bookings; each promise is worded as what the agent does and what we make sure of.
 */
const GUARANTEES = [
  {
    title: 'Vetted, licensed agents',
    text: 'Every agency is reviewed by our team before it can welcome travellers: licences, references and local know-how.',
    icon: 'M10 1.5 3 4.5v5c0 4.3 3 7.8 7 9 4-1.2 7-4.7 7-9v-5l-7-3Zm-1.2 12L5.5 10.2l1.4-1.4 1.9 1.9 4.3-4.3 1.4 1.4-5.7 5.7Z',
  },
  {
    title: 'Secure payment with your agent',
    text: 'You pay your agent directly through their own secure payment channels. We never ask for your card details.',
    icon: 'M2 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v1H2V5Zm0 3h16v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8Zm3 5v1h4v-1H5Z',
  },
  {
    title: 'Help with trip insurance',
    text: 'Your agent points you to suitable travel insurance for every trip they arrange, so you can travel with peace of mind.',
    icon: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 12H9V9h2v5Zm0-7H9V5h2v2Z',
  },
  {
    title: 'Rebooking help if plans change',
    text: 'Flights move and weather turns. Your agent helps you rebook or adjust your itinerary, and we are here if you need us.',
    icon: 'M4 4v4h4L6.6 6.6A5 5 0 1 1 5 10H3a7 7 0 1 0 2.2-5.1L4 4Z',
  },
];

export function Guarantees() {
  return (
    <section aria-labelledby="guarantees-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <SectionHeading id="guarantees-heading" eyebrow="Travel with confidence" title="Our Guarantees" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {GUARANTEES.map((g) => (
          <li key={g.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-amber-100">
              <svg viewBox="0 0 20 20" className="h-6 w-6 fill-emerald-800">
                <path d={g.icon} />
              </svg>
            </span>
            <h3 className="mt-4 font-display text-lg font-bold text-stone-900">{g.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-600">{g.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
