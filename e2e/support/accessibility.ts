import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * No serious or critical axe violations on the page as it settles.
 *
 * Finite animations and transitions (a toast fading in, a dialog sliding up) finish first: axe measures colour
 * contrast on what is painted, and a toast at half opacity reads as faint text (a phone run once failed on sonner's
 * toast title that way). Endless ones, such as a loading spinner, are not waited for.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(async () => {
    // Two frames first, so a transition set off by the last render (sonner marks a toast mounted a frame late) has begun.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  const { violations } = await new AxeBuilder({ page: page as never }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
