import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { CATEGORIES, type AuditPage, type Category, type FormFactor } from './targets';

export interface LighthouseResult {
  page: AuditPage;
  formFactor: FormFactor;
  scores: Partial<Record<Category, number>>;
  /** Audits that cost points (score < 0.9), worst first, for the report. */
  findings: { category: Category; id: string; title: string; score: number; displayValue?: string }[];
  error?: string;
}

/** Runs Lighthouse (mobile and desktop presets) on each page, one at a time: runs are CPU-bound. */
export async function runLighthouse(baseURL: string, pages: AuditPage[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, '--headless=new'] });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const url = new URL(page.path, baseURL).toString();
        process.stdout.write(`  lighthouse ${formFactor.padEnd(7)} ${page.name} … `);
        try {
          const runner = await lighthouse(
            url,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = runner?.lhr;
          if (!lhr) throw new Error('no result');
          // A run that could not measure (e.g. NO_FCP on a starved CPU) scores 0: say why instead of a bare 0.
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
          results.push({ page, formFactor, scores, findings });
          console.log(CATEGORIES.map((c) => `${c} ${scores[c] ?? '-'}`).join(', '));
        } catch (err) {
          results.push({ page, formFactor, scores: {}, findings: [], error: (err as Error).message });
          console.log(`failed: ${(err as Error).message}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
