import { expectAccessible } from '../support/accessibility';
import type { Page } from '@playwright/test';
import { expect, isPhone, openInApp, test } from '../support/fixtures';
import { returningTraveller } from './trip-helpers';

interface Detail {
  id: number;
  experience_name: string;
  agent_id: number | null;
  price: number | null;
  travel_agent: { id: number; agency_name: string } | null;
}

/** The first experience of the catalogue that has an agent and more than one photo. */
async function anExperience(page: Page): Promise<Detail> {
  const list = (await (await page.request.get('/api/experiences?limit=20')).json()) as { experiences: Array<{ id: number; agent_id: number | null; images: unknown[] }> };
  const pick = list.experiences.find((e) => e.agent_id !== null && e.images.length > 2);
  expect(pick, 'the demo catalogue seeds experiences with an agent and several photos').toBeDefined();
  return (await (await page.request.get(`/api/experiences/${pick!.id}`)).json()) as Detail;
}

test('detail: title, price, sections, enquire and share, and the agent card', async ({ page }) => {
  const experience = await anExperience(page);
  await page.goto(`/experience/${experience.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(experience.experience_name);
  await expect(page).toHaveTitle(new RegExp(experience.experience_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  for (const section of ['Overview', 'Activities', 'Food & Beverages']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const card = page.getByRole('complementary', { name: 'Price and agent' });
  await expect(card.getByText('USD per person')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enquire now' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Share Experience' })).toBeVisible();

  const agentCard = page.getByTestId('experience-agent');
  await expect(agentCard.getByRole('heading', { name: experience.travel_agent!.agency_name })).toBeVisible();
  const description = await agentCard.getByTestId('agent-summary-description').textContent();
  expect((description ?? '').length).toBeLessThanOrEqual(151);
  await agentCard.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/${experience.travel_agent!.id}$`));
});

test('phones: a sticky bar keeps the price and Enquire now on screen, rests above the footer and enquires; desktop has the side card instead', async ({ page, request }) => {
  const experience = await anExperience(page);
  const bar = page.getByTestId('sticky-enquire-bar');
  if (!isPhone(page)) {
    await page.goto(`/experience/${experience.id}`);
    await expect(page.getByRole('complementary', { name: 'Price and agent' }).getByRole('button', { name: 'Enquire now' })).toBeInViewport();
    await expect(bar).toBeHidden();
    return;
  }
  const traveller = await returningTraveller(page, request);
  await page.goto(`/experience/${experience.id}`);
  await expect(bar).toBeVisible();
  expect(experience.price, 'seeded experiences have a price').toBeTruthy();
  await expect(bar).toContainText(`$${new Intl.NumberFormat('en-US').format(experience.price!)}`);
  await expect(bar).toContainText('USD per person');

  // Halfway down the page the bar sits on the bottom edge of the screen.
  const viewportHeight = page.viewportSize()!.height;
  await page.getByRole('heading', { level: 2, name: 'Activities' }).scrollIntoViewIfNeeded();
  const mid = (await bar.boundingBox())!;
  expect(Math.abs(mid.y + mid.height - viewportHeight)).toBeLessThanOrEqual(1);
  // At the end it comes to rest above the footer, so the footer's last lines stay readable.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerTop = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(footerTop + 1);

  await bar.getByRole('button', { name: 'Enquire now' }).click();
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Rita!' })).toBeVisible();
  const saved = (await (await request.get(`/api/travelers/${traveller.id}`)).json()) as { preferences: { selected_experiences: number[] } };
  expect(saved.preferences.selected_experiences).toContain(experience.id);
});

test('the lightbox opens only on wide screens', async ({ page }) => {
  const experience = await anExperience(page);
  await page.goto(`/experience/${experience.id}`);
  const main = page.getByTestId('gallery-main');
  await expect(main.locator('img')).toBeVisible();
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Show photo 2 of/ }).click();
    await expect(page.getByRole('button', { name: /Show photo 2 of/ })).toHaveAttribute('aria-current', 'true');
    // The lightbox is its own lazily loaded chunk: opening it would fetch a script.
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await main.click();
    // A later click that visibly renders proves the page has handled the click on the main photo.
    await page.getByRole('button', { name: /Show photo 3 of/ }).click();
    await expect(page.getByRole('button', { name: /Show photo 3 of/ })).toHaveAttribute('aria-current', 'true');
    expect(scripts).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.yarl__root')).toHaveCount(0);
  } else {
    await main.click();
    await expect(page.locator('.yarl__root')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__root')).toHaveCount(0);
  }
});

test('an unknown experience says it was not found', async ({ page }) => {
  await page.goto('/experience/987654321');
  await expect(page.getByRole('heading', { name: 'Experience not found' })).toBeVisible();
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/500|Internal Server Error/] });

  test('a server error shows the load failure text', async ({ page }) => {
    const experience = await anExperience(page);
    await page.route(`**/api/experiences/${experience.id}`, (r) => r.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
    await openInApp(page, `/experience/${experience.id}`);
    await expect(page.getByRole('heading', { name: 'Failed to load experience details' })).toBeVisible();
  });
});

test('without an agent: the alert and a disabled Agent Unavailable button', async ({ page }) => {
  const experience = await anExperience(page);
  await page.route(`**/api/experiences/${experience.id}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Detail;
    await route.fulfill({ response: res, json: { ...body, agent_id: null, travel_agent: null } });
  });
  await openInApp(page, `/experience/${experience.id}`);
  await expect(page.getByRole('alert')).toHaveText('Sorry, agent information is not available at the moment.');
  await expect(page.getByRole('button', { name: 'Agent Unavailable' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enquire now' })).toHaveCount(0);
  await expect(page.getByTestId('experience-agent')).toHaveCount(0);
  await expect(page.getByTestId('sticky-enquire-bar')).toHaveCount(0);
});

test('the detail page has no serious accessibility violations', async ({ page }) => {
  const experience = await anExperience(page);
  await page.goto(`/experience/${experience.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
