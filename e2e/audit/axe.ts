import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { AXE_WIDTHS, type AuditPage } from './targets';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

export interface AxeResult {
  page: AuditPage;
  width: number;
  /** Serious and critical violations only: those are the target. */
  violations: { id: string; impact: string; nodes: number; help: string; targets: string[] }[];
  error?: string;
}

/** axe-core on each page at phone and desktop width, after the page's data has arrived. */
export async function runAxe(baseURL: string, pages: AuditPage[]): Promise<AxeResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results: AxeResult[] = [];
  try {
    for (const width of AXE_WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 } });
      for (const page of pages) {
        const tab = await context.newPage();
        try {
          await tab.goto(new URL(page.path, baseURL).toString(), { waitUntil: 'networkidle' });
          // Loading spinners are replaced by content; audit the settled page.
          await tab.waitForFunction(() => !document.querySelector('[role="status"] .animate-spin'), undefined, { timeout: 10_000 }).catch(() => {});
          // @axe-core/playwright is typed against its own playwright-core copy; the page object is the same at run time.
          const { violations } = await new AxeBuilder({ page: tab as unknown as AxePage }).analyze();
          results.push({
            page,
            width,
            violations: violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => ({ id: v.id, impact: v.impact!, nodes: v.nodes.length, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
          });
        } catch (err) {
          results.push({ page, width, violations: [], error: (err as Error).message });
        } finally {
          await tab.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
