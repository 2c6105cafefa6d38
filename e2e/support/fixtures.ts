import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  sentAt: string;
}

/** Messages the server wrote to its file outbox (no SMTP in tests), newest first. */
export function readOutbox(filter?: { to?: string; kind?: string }): OutboxMail[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => (!filter?.to || m.to.toLowerCase() === filter.to.toLowerCase()) && (!filter?.kind || m.kind === filter.kind))
    .sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** A unique e-mail address per call so tests never share records. */
export const uniqueEmail = (prefix = 'traveller') => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Resolves once the app has taken over a server-rendered page (immediately for pages the browser draws itself). */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.getElementById('ssr-payload') || document.documentElement.dataset.appReady === 'true');
}

/**
 * Opens `url` the way a link inside the app does (client-side routing from an already running page), so the page
 * asks the API for its data in the browser: how the error and empty states of server-rendered pages are reached
 * when a call fails after the first page.
 */
export async function openInApp(page: Page, url: string) {
  await page.goto('/how-it-works');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Every test fails on uncaught page errors and on console errors, except network failures a test provokes
 * on purpose (route interception) which it lists in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (/Failed to load resource/.test(text)) return; // intercepted or 4xx responses that tests provoke
      if (allowedConsoleErrors.some((re) => re.test(text))) return;
      problems.push(`console.error: ${text}`);
    });
    // A server-rendered page shows its content before its scripts run; wait until React has taken it over, as a
    // person waits for a page to respond, so a click is handled by the app rather than by the bare HTML.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});
export { expect };
