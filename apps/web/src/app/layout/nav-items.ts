import { COUNTRIES } from '@safari/contract';
import { paths } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Header menus (traveller-side.md §2 "Header"). */
export const DESTINATION_LINKS: NavLinkItem[] = [
  ...COUNTRIES.map((c) => ({ label: c.name, to: paths.destination(c.id) })),
  { label: 'View all destinations', to: paths.search() },
];

export const ABOUT_LINKS: NavLinkItem[] = [
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Agent Signup', to: paths.signup },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Our Values', to: paths.values },
];

export const MAIN_LINKS: NavLinkItem[] = [
  { label: 'Our Agents', to: paths.agents() },
  { label: 'Experiences', to: paths.search() },
  { label: 'Tours', to: paths.tours },
];
