import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits for the page's clipboard to hold `text`. A copy (copy-to-clipboard's execCommand) reaches Chromium's browser
 * process over a different channel from a later navigator.clipboard.readText(), so on a loaded machine the read can
 * arrive first and see the clipboard as it was: the button already says 'Copied' and one read found ''.
 */
export async function expectClipboard(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
}
