import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

const SECTIONS: { id: string; title: string; body: string[] }[] = [
  {
    id: 'eligibility',
    title: '1. Eligibility',
    body: [
      'To apply as a partner agent you must be at least 18 years old and authorised to act on behalf of the agency you register.',
      'Your agency must be a registered business or hold the tourism or tour-operator licence required in the country where it operates. We may ask for copies of registration documents, licences and insurance at any time.',
    ],
  },
  {
    id: 'review',
    title: '2. Application and review',
    body: [
      'Every application is reviewed by our partnerships team, usually within 3 to 5 business days, and may include a video call.',
      'Whether an application is approved is at our sole discretion. We are not obliged to give reasons for declining an application, and approval does not guarantee any volume of enquiries or bookings.',
      'The information you provide must be accurate and complete. You agree to keep it up to date once you are a partner.',
    ],
  },
  {
    id: 'content',
    title: '3. Your content and licence',
    body: [
      'You keep ownership of the texts, photos, videos and logos you upload ("your content"). You confirm that you have the rights to share it and that it does not infringe anyone else\'s rights.',
      'You grant us a non-exclusive, worldwide, royalty-free licence to host, reproduce, adapt (for example resize, crop or translate) and display your content on the marketplace and in our marketing for as long as you are a partner and for a reasonable period afterwards to wind down existing materials.',
      'We may edit or remove content that is inaccurate, misleading or inappropriate.',
    ],
  },
  {
    id: 'fees',
    title: '4. Fees and commission',
    body: [
      'There are no signup fees and no fees for listing your agency or experiences at this time.',
      'A commission per confirmed booking will be agreed with you in writing before any commission becomes payable. We will give you at least 30 days\' notice before introducing any fee.',
    ],
  },
  {
    id: 'conduct',
    title: '5. Working with travellers',
    body: [
      'You are responsible for the services you offer, for your prices and conditions, and for complying with local laws, permits, safety standards and consumer-protection rules.',
      'You agree to reply to traveller enquiries promptly and professionally, and to describe your experiences honestly.',
    ],
  },
  {
    id: 'privacy',
    title: '6. Data protection (GDPR)',
    body: [
      'We process the personal data in your application and partner account to assess your application, run the partnership and contact you, in accordance with the EU General Data Protection Regulation (GDPR) and our Privacy Policy.',
      'Where travellers\' personal data is passed to you, you process it as an independent controller, only to answer their enquiry and deliver their trip, keep it secure and never sell it. You may request access to, correction or deletion of your own data at any time.',
    ],
  },
  {
    id: 'termination',
    title: '7. Termination',
    body: [
      'You may end the partnership at any time by writing to us; your public profile is then removed within a reasonable time.',
      'We may suspend or end the partnership with immediate effect if you breach these terms, provide false information, or act in a way that harms travellers or the marketplace. Otherwise we will give you 30 days\' notice.',
    ],
  },
  {
    id: 'law',
    title: '8. Governing law',
    body: [
      'These terms are governed by the laws of the Republic of Cyprus. The courts of Cyprus have exclusive jurisdiction over any dispute arising from them, without prejudice to mandatory rights you may have under the law of your own country.',
      'We may update these terms; we will tell active partners about material changes by e-mail before they take effect.',
    ],
  },
];

export default function AgencyTermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-emerald-800">Partner agents</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Agency Terms and Conditions</h1>
      <p className="mt-4 text-stone-600">
        These terms apply to travel agencies that apply to join, and partner with, Safari Marketplace. Please read them before submitting your application.
      </p>
      <nav aria-label="Sections" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-sm font-semibold text-stone-500">On this page</h2>
        <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-emerald-800 underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {SECTIONS.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`} className="font-display text-2xl font-bold text-stone-900">
              {s.title}
            </h2>
            {s.body.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-stone-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-col gap-3 rounded-2xl bg-emerald-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">Ready to become a partner?</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.agentSignup} className={buttonClass({ tone: 'accent' })}>
            Apply now
          </Link>
          <Link to={paths.privacyPolicy} className="rounded-full px-6 py-3 font-semibold text-white underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-white">
            Privacy Policy
          </Link>
        </div>
      </div>
    </article>
  );
}
