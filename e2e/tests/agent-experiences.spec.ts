import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openInApp, test } from '../support/fixtures';
import { createAgentAccount } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const SUNSET = path.join(fixtures, 'gallery-sunset.jpg');
const ACACIA = path.join(fixtures, 'gallery-acacia.png');

const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error', code: 'INTERNAL' }) };
const unique = () => Math.random().toString(36).slice(2, 8);

async function signedInAgent(page: Page, request: APIRequestContext) {
  const agent = await createAgentAccount(request, 'Serengeti2026', 'exp');
  await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.sessionToken);
  return agent;
}

async function createViaApi(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/experiences', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

test('an agent creates an experience, completes it as a draft, previews and publishes it, and travellers find it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const agent = await signedInAgent(page, request);
  const name = `Baobab Sunset Safari ${unique()}`;

  await page.goto('/agent/experiences');
  await expect(page.getByText("You haven't added any experiences yet. Click +Add New to get started.")).toBeVisible();
  await page.getByRole('link', { name: '+ Add New' }).click();
  await expect(page).toHaveURL(/\/agent\/experience\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Experience' })).toBeVisible();

  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Experience name is required');
  await page.getByRole('textbox', { name: 'Experience name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sundowners under the baobabs, lemurs at dawn and a night walk in the dry forest.');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Experience created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/experience\/\d+\/edit$/);
  const id = Number(page.url().match(/experience\/(\d+)\/edit/)![1]);
  await expect(page.getByRole('textbox', { name: 'Experience name' })).toHaveValue(name);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();

  // Price, duration, type and place.
  await page.getByLabel('Price per person (USD)').fill('1450');
  await page.getByLabel('Duration (days)').fill('2');
  await page.getByLabel('Experience type').selectOption('Safari & Wildlife');
  await page.getByLabel('Country').selectOption('Madagascar');
  await page.getByLabel('Destination', { exact: true }).fill('Kirindy Forest');
  await page.getByLabel('Location', { exact: true }).fill('Morondava, Madagascar');

  // Tags and a custom activity, with the two rules of agent-side.md §5.
  await page.getByRole('button', { name: 'Safari & Wildlife' }).click();
  await expect(page.getByRole('button', { name: 'Safari & Wildlife' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter an activity name');
  await page.getByLabel('Custom activity').fill('Night walk with a naturalist');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your custom activities' })).toContainText('Night walk with a naturalist');
  await page.getByLabel('Custom activity').fill('night walk with a NATURALIST');
  await page.getByLabel('Custom activity').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This activity is already selected');

  // A two-day itinerary, entered in the wrong order and reordered.
  await page.getByRole('button', { name: '+ Add day' }).click();
  await page.getByRole('button', { name: '+ Add day' }).click();
  await page.getByLabel('Day 1 place').fill('Kirindy Forest');
  await page.getByLabel('Day 1: what happens').fill('Fossa tracking and a night walk.');
  await page.getByLabel('Day 1 lodging').fill('Kirindy Camp');
  await page.getByLabel('Day 2 place').fill('Avenue of the Baobabs');
  await page.getByLabel('Day 2: what happens').fill('Drive in from Morondava for sunset among the giants.');
  await page.getByRole('button', { name: 'Move day 2 up' }).click();
  await expect(page.getByLabel('Day 1 place')).toHaveValue('Avenue of the Baobabs');
  await expect(page.getByLabel('Day 2 lodging')).toHaveValue('Kirindy Camp');

  await page.getByRole('textbox', { name: 'Included', exact: true }).fill('Park fees');
  await page.getByRole('button', { name: 'Add to included' }).click();
  await page.getByRole('textbox', { name: 'Not included', exact: true }).fill('International flights');
  await page.getByRole('button', { name: 'Add to not included' }).click();
  await page.getByLabel('Small group').check();
  await page.getByLabel('Maximum group size').fill('8');
  await page.getByLabel('July').check();
  await page.getByLabel('August').check();
  await expectAccessible(page);

  // Two photos in one upload: the first selected is the cover; the second is then made the cover instead.
  const photos = page.getByRole('list', { name: 'Photos' });
  await page.getByLabel('Images', { exact: true }).setInputFiles([SUNSET, ACACIA]);
  await page.getByLabel('Description (optional)').fill('Baobabs at sunset');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.getByRole('listitem').first().getByText('Primary')).toBeVisible();
  await photos.getByRole('button', { name: /^Set .* as primary$/ }).click();
  await expect(page.getByText('Primary image updated')).toBeVisible();
  await expect(photos.getByRole('listitem').nth(1).getByText('Primary')).toBeVisible();
  // The gallery reloads the editor 1.5 s after each change; wait for it before editing on.
  await expect(page.getByText('Primary image updated')).toBeHidden({ timeout: 5_000 });
  const owner = await request.get(`/api/experiences/${id}`, { headers: { Authorization: `Bearer ${agent.sessionToken}` } });
  const ownerImages = ((await owner.json()) as { images: { image_url: string; is_primary: boolean }[] }).images;
  expect(ownerImages).toHaveLength(2);
  const cover = ownerImages.find((i) => i.is_primary)!.image_url;

  // Saved as a draft first: nothing public yet.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  expect((await request.get(`/api/experiences/${id}`)).status()).toBe(404);
  const draftSearch = await request.get('/api/experiences', { params: { q: name } });
  expect(((await draftSearch.json()) as { experiences: { id: number }[] }).experiences.map((x) => x.id)).not.toContain(id);
  await page.goto(`/experience/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Experience not found' })).toBeVisible();

  // Back in the editor: everything was kept; the preview is the public page with these values.
  await page.goto('/agent/experiences');
  await expect(page.getByTestId('own-experience').filter({ hasText: name })).toContainText('Draft');
  await expect(page.getByTestId('own-experience').filter({ hasText: name })).toContainText('$1,450 pp · 2 days');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Day 1 place')).toHaveValue('Avenue of the Baobabs');
  await expect(page.getByRole('list', { name: 'Your custom activities' })).toContainText('Night walk with a naturalist');
  await page.getByRole('button', { name: 'Preview public page' }).click();
  const preview = page.getByRole('region', { name: /Preview of the public page/ });
  await expect(preview).toContainText('not public yet (draft)');
  await expect(preview.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
  await expect(preview).toContainText('Overnight: Kirindy Camp');
  await expect(preview).toContainText('Small group, up to 8 travellers');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to editing' }).click();

  const published = page.getByRole('switch', { name: 'Published' });
  await expect(published).not.toBeChecked();
  await published.check();
  await expect(published).toBeChecked();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // Public at once: the experience page, search and the destination page.
  await page.goto(`/experience/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Price and agent').getByText('$1,450')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
  await expect(page.getByText('Avenue of the Baobabs')).toBeVisible();
  await expect(page.getByText('Overnight: Kirindy Camp')).toBeVisible();
  await expect(page.getByText('Park fees')).toBeVisible();
  await expect(page.getByText('International flights')).toBeVisible();
  await expect(page.getByText('Small group, up to 8 travellers')).toBeVisible();
  await expect(page.getByText('July, August')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Night walk with a naturalist' })).toBeVisible();
  // The public page shows both photos, the chosen cover first.
  const publicDetail = (await (await request.get(`/api/experiences/${id}`)).json()) as { images: { image_url: string; is_primary: boolean }[] };
  expect(publicDetail.images).toHaveLength(2);
  expect(publicDetail.images.find((i) => i.is_primary)!.image_url).toBe(cover);
  await expectAccessible(page);

  await page.goto(`/searchresultpage?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  // The destination page shows a random nine of the country's experiences and links to all of them.
  const answer = page.waitForResponse((r) => r.url().includes('/api/agents/destinations/'));
  await openInApp(page, '/destination/madagascar');
  const listed = ((await (await answer).json()) as { experiences: { id: number }[] }).experiences.map((x) => x.id);
  expect(listed).toContain(id);
  await page.getByRole('link', { name: `See all ${listed.length} experiences` }).click();
  await expect(page).toHaveURL(/destination=Madagascar/);
  // The country's list is paged (24 at a time); narrowed by the name, it is there.
  await page.goto(`/searchresultpage?destination=Madagascar&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('the list searches by name, case-insensitive, and says when nothing matches; both new-experience routes open the form', async ({ page, request }) => {
  const agent = await signedInAgent(page, request);
  const tag = unique();
  await createViaApi(request, agent.sessionToken, { experience_name: `Zanzibar Spice Tour ${tag}`, price: 120, duration_days: 1 });
  await createViaApi(request, agent.sessionToken, { experience_name: `Kilimanjaro Machame Trek ${tag}`, status: 'published' });

  await page.goto('/agent/experiences');
  const rows = page.getByTestId('own-experience');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Kilimanjaro' })).toContainText('Published');
  await expect(rows.filter({ hasText: 'Zanzibar' })).toContainText('Draft');
  await expect(rows.filter({ hasText: 'Zanzibar' })).toContainText('$120 pp · 1 day');
  const search = page.getByPlaceholder('Search experiences...');
  await search.fill('zanzibar SPICE');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Zanzibar Spice Tour ${tag}`);
  await search.fill('gorilla');
  await expect(page.getByText('No experiences match "gorilla".')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await search.fill('');
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);

  await page.goto('/agent/experiences/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Experience' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('failures', () => {
  test('the list says when it cannot load, and when the token is gone', async ({ page, request }) => {
    const agent = await signedInAgent(page, request);
    const id = await createViaApi(request, agent.sessionToken, { experience_name: `Lake Manyara Day Trip ${unique()}` });

    await page.route('**/api/agent/experiences', (route) => route.fulfill(serverError));
    await page.goto('/agent/experiences');
    await expect(page.getByRole('alert')).toContainText('Failed to load experiences.');
    await page.unroute('**/api/agent/experiences');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('own-experience')).toHaveCount(1);

    // The token removed in another tab: the next page that needs it says so.
    await page.goto(`/agent/experience/${id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Experience name' })).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem('agentToken'));
    await page.getByRole('link', { name: '← Your experiences' }).click();
    await expect(page.getByRole('alert')).toContainText('No authentication token found.');
  });

  test('creating, loading and saving say when they fail, keeping what was typed', async ({ page, request }) => {
    const agent = await signedInAgent(page, request);
    const id = await createViaApi(request, agent.sessionToken, { experience_name: `Ngorongoro Crater Day ${unique()}` });

    await page.route('**/api/experiences', (route) => (route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue()));
    await page.goto('/agent/experience/new');
    await page.getByRole('textbox', { name: 'Experience name' }).fill('Tarangire Elephant Walk');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to create experience.');
    await expect(page.getByRole('textbox', { name: 'Experience name' })).toHaveValue('Tarangire Elephant Walk');
    await expect(page).toHaveURL(/\/agent\/experience\/new$/);

    await page.route(`**/api/experiences/${id}`, (route) => (route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue()));
    await page.goto(`/agent/experience/${id}/edit`);
    await expect(page.getByRole('alert')).toContainText('Failed to load experience.');
    await page.unroute(`**/api/experiences/${id}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Experience name' })).toBeVisible();

    await page.route(`**/api/experiences/${id}`, (route) => (route.request().method() === 'PUT' ? route.fulfill(serverError) : route.continue()));
    await page.getByLabel('Price per person (USD)').fill('12,5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText('Price per person must be an amount in USD');
    await page.getByLabel('Price per person (USD)').fill('95');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to save experience.');
    await expect(page).toHaveURL(new RegExp(`/agent/experience/${id}/edit$`));
    await expect(page.getByLabel('Price per person (USD)')).toHaveValue('95');
  });
});
