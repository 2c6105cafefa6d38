import type { Locator, Page } from '@playwright/test';
import { expect, isPhone } from './fixtures';

/** Top-left corners of the cards, relative to the viewport. */
const cornersOf = (cards: Locator) => cards.evaluateAll((els) => els.map((el) => ({ x: Math.round(el.getBoundingClientRect().x), y: Math.round(el.getBoundingClientRect().y) })));

/** A pointer drag from right to left across the element, as a swipe. */
async function swipeLeft(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.08), y);
  await page.mouse.up();
}

/**
 * The card row of issue 15 (components/ui/card-row.tsx): on phones one line of cards that the next button and a
 * swipe both move, with the next card peeking in; on desktop the usual three-column grid without the buttons.
 */
export async function expectCardRow(page: Page, row: Locator, cards: Locator) {
  await expect(row).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(cards.first()).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  const count = await cards.count();
  const corners = await cornersOf(cards);
  const width = page.viewportSize()!.width;
  const next = row.getByRole('button', { name: /^Next / });
  if (!isPhone(page)) {
    expect(new Set(corners.map((c) => c.y)).size, 'three cards per grid row').toBe(Math.ceil(count / 3));
    await expect(next).toBeHidden();
    return;
  }
  expect(count, 'a row needs at least two cards to scroll').toBeGreaterThan(1);
  expect(new Set(corners.map((c) => c.y)).size, 'the cards are in one line').toBe(1);
  expect(corners[1]!.x, 'the next card peeks in').toBeLessThan(width);
  expect(corners[1]!.x).toBeGreaterThan(width / 2);

  const startX = corners[0]!.x;
  const firstX = () => cards.first().evaluate((el) => el.getBoundingClientRect().x);
  await expect(row.getByRole('button', { name: /^Previous / })).toBeDisabled();
  await next.click();
  await expect.poll(firstX, { message: 'the next button moves the row by a card' }).toBeLessThan(startX - width / 2);
  await row.getByRole('button', { name: /^Previous / }).click();
  await expect.poll(firstX).toBeCloseTo(startX, -1);

  await swipeLeft(page, cards.first());
  await expect.poll(firstX, { message: 'a swipe moves the row' }).toBeLessThan(startX - width / 2);
}

/** No sideways scrolling of the page itself. */
export async function expectNoPageOverflow(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
