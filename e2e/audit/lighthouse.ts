import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { CATEGORIES, type AuditPage, type Category, type FormFactor, type Metrics } from './targets';

export interface LighthouseResult {
  page: AuditPage;
  formFactor: FormFactor;
  /** Of the median run (Lighthouse's own pick: the run closest to the median FCP and TTI). */
  scores: Partial<Record<Category, number>>;
  metrics: Metrics;
  /** Performance of every run, in the order they ran. */
  runs: number[];
  /** Audits that cost points (score < 0.9), worst first, for the report. */
  findings: { category: Category; id: string; title: string; score: number; displayValue?: string }[];
  error?: string;
}

/** Runs per page and form factor (AUDIT_RUNS, default 3): one run varies by several points on a shared machine. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));

/** AUDIT_FORM_FACTORS=mobile audits one preset (while tuning a page); both by default. */
const FORM_FACTORS = (['mobile', 'desktop'] as const).filter((f) => (process.env.AUDIT_FORM_FACTORS ?? 'mobile,desktop').split(',').includes(f));

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function resultOf(page: AuditPage, formFactor: FormFactor, lhr: Lhr, runs: number[]): LighthouseResult {
  const scores: LighthouseResult['scores'] = {};
  const findings: LighthouseResult['findings'] = [];
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat) continue;
    scores[category] = Math.round((cat.score ?? 0) * 100);
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      findings.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }
  findings.sort((a, b) => a.score - b.score);
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    page,
    formFactor,
    scores,
    metrics: { lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift') },
    runs,
    findings,
  };
}

/**
 * One Lighthouse run. Chromium here sometimes records a trace without the navigation's start (NO_NAVSTART, about one
 * run in five); Lighthouse's own advice is to run again, so such a run is repeated, twice at most.
 */
async function measure(url: string, port: number, formFactor: FormFactor): Promise<Lhr> {
  for (let attempt = 0; ; attempt++) {
    const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = runner?.lhr;
    if (!lhr) throw new Error('no result');
    if (lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 2) return lhr;
  }
}

/** Runs Lighthouse (mobile and desktop presets) RUNS times on each page, one at a time: runs are CPU-bound. */
export async function runLighthouse(baseURL: string, pages: AuditPage[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, '--headless=new'] });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      for (const formFactor of FORM_FACTORS) {
        const url = new URL(page.path, baseURL).toString();
        process.stdout.write(`  lighthouse ${formFactor.padEnd(7)} ${page.name} … `);
        try {
          const lhrs: Lhr[] = [];
          // One run first that is not counted: the server renders each demo image once, on its first request (its
          // media cache then keeps it), so the first visit to a page measures that rendering, not the page.
          for (let run = -1; run < RUNS; run++) {
            const lhr = await measure(url, chrome.port, formFactor);
            if (run < 0) continue;
            // A run that could not measure (e.g. NO_FCP on a starved CPU) scores 0: say why instead of a bare 0.
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            lhrs.push(lhr);
          }
          const runs = lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
          const result = resultOf(page, formFactor, computeMedianRun(lhrs) as Lhr, runs);
          results.push(result);
          console.log(`${CATEGORIES.map((c) => `${c} ${result.scores[c] ?? '-'}`).join(', ')} (performance of each run: ${runs.join(', ')})`);
        } catch (err) {
          results.push({ page, formFactor, scores: {}, metrics: {}, runs: [], findings: [], error: (err as Error).message });
          console.log(`failed: ${(err as Error).message}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
