/** What the audit checks against (issue 15: Lighthouse 12 mobile preset, median of 3 runs). */
export const TARGETS = {
  performance: { mobile: 95, desktop: 95 },
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

/** Lab metrics of the median run: largest contentful paint and total blocking time in ms, layout shift unitless. */
export const METRIC_TARGETS = { lcp: 2000, tbt: 150, cls: 0.02 } as const;
export type Metrics = { lcp?: number; tbt?: number; cls?: number };
export const metricOk = (metric: keyof Metrics, value: number | undefined) =>
  value !== undefined && (metric === 'cls' ? value < METRIC_TARGETS.cls : value <= METRIC_TARGETS[metric]);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export const targetFor = (category: Category, formFactor: FormFactor): number =>
  category === 'performance' ? TARGETS.performance[formFactor] : TARGETS[category];

export const AXE_WIDTHS = [390, 1280] as const;

export interface AuditPage {
  name: string;
  path: string;
}

/** Pages the audit covers; the experience and the agent are the first ones the API lists. */
export async function resolvePages(baseURL: string): Promise<AuditPage[]> {
  const pages: AuditPage[] = [
    { name: 'home', path: '/' },
    { name: 'search', path: '/searchresultpage' },
  ];
  const experienceId = await firstId(`${baseURL}/api/experiences?limit=1`, (body) => (body as { experiences?: { id: number }[] }).experiences?.[0]?.id);
  pages.push(experienceId ? { name: 'experience', path: `/experience/${experienceId}` } : { name: 'experience (none in catalogue)', path: '/experience/1' });
  const agentId = await firstId(`${baseURL}/api/agents`, (body) => (Array.isArray(body) ? (body[0] as { id: number } | undefined)?.id : undefined));
  pages.push(agentId ? { name: 'agency', path: `/agency/${agentId}` } : { name: 'agency (none in catalogue)', path: '/agency/1' });
  pages.push({ name: 'agents', path: '/agents' }, { name: 'destination', path: '/destination/tanzania' }, { name: 'tours', path: '/tours' });
  return pages;
}

async function firstId(url: string, pick: (body: unknown) => number | undefined): Promise<number | undefined> {
  try {
    const res = await fetch(url);
    return res.ok ? pick(await res.json()) : undefined;
  } catch {
    return undefined;
  }
}
