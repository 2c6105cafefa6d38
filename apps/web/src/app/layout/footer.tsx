import { Link } from 'react-router';
import { COUNTRIES } from '@safari/contract';
import { paths } from '@/config/paths';
import { ConsentSettingsLink } from '@/components/consent/consent-banner';

const LEGAL_LINKS = [
  { label: 'Cookie Policy', to: paths.cookiePolicy },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Imprint', to: paths.imprint },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Agent Signup', to: paths.signup },
];

const linkClass = 'rounded text-stone-300 hover:text-amber-300';

/** Site footer (traveller-side.md §2 "Footer"). */
export function Footer() {
  return (
    <footer className="bg-emerald-950 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="font-display text-xl font-bold text-white">
            Safari<span className="text-amber-400"> Marketplace</span>
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            We introduce travellers to vetted local travel agents in East Africa and the Indian Ocean, the people who know
            every track, lodge and season by heart.
          </p>
        </div>
        <nav aria-label="Destinations">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-400">Destinations</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {COUNTRIES.map((c) => (
              <li key={c.id}>
                <Link to={paths.destination(c.id)} className={linkClass}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company and legal">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-amber-400">Company</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
            <ConsentSettingsLink className={`${linkClass} text-left`} />
          </ul>
        </nav>
      </div>
      <div className="border-t border-emerald-900">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-stone-400 sm:px-6 lg:px-8">
          © 2025 Safari Marketplace. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
