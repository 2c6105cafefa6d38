import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createAgentAccount } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const SUNSET = path.join(fixtures, 'gallery-sunset.jpg');
const ACACIA = path.join(fixtures, 'gallery-acacia.png');

interface MeImage {
  id: number;
  image_url: string;
  image_description: string | null;
  is_primary: boolean;
  image_type?: string;
}
interface Me {
  id: number;
  agency_name: string;
  images: MeImage[];
}

/** A fresh approved agent, signed in by putting its session token where the portal keeps it. */
async function signIn(page: Page, request: APIRequestContext) {
  const account = await createAgentAccount(request, 'Serengeti2026', 'profile');
  const me = await getMe(request, account.sessionToken);
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('agentToken', token), account.sessionToken);
  return { ...account, agentId: me.id, token: account.sessionToken };
}

async function getMe(request: APIRequestContext, token: string): Promise<Me> {
  const res = await request.get('/api/agent-auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { agent: Me }).agent;
}

async function openProfile(page: Page, company: string) {
  await page.goto('/agent/agency-profile');
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
}

test('an agent edits the profile and the public agency page shows it', async ({ page, request }) => {
  const agent = await signIn(page, request);
  await openProfile(page, agent.company);
  await expect(page.getByRole('img', { name: `${agent.company} logo` })).toBeVisible();
  await expectAccessible(page);

  const description = 'Family-run safaris from Arusha with our own guides and vehicles, since 2009.';
  await page.getByRole('textbox', { name: 'Agency description' }).fill(description);
  await page.getByLabel('Address').fill('Plot 12, Njiro Road, Arusha');
  await page.getByLabel('Instagram').fill('@horizon_test_safaris');
  await page.getByLabel('Destinations').fill(' Serengeti, , Zanzibar ,');
  // Bad input: a message naming the field; nothing typed is lost.
  await page.getByLabel('Contact phone').fill('+255 '.padEnd(45, '7'));
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Contact phone must be at most 40 characters');
  await expect(page.getByRole('textbox', { name: 'Agency description' })).toHaveValue(description);
  await expect(page.getByLabel('Destinations')).toHaveValue(' Serengeti, , Zanzibar ,');

  await page.getByLabel('Contact phone').fill('+255 754 000 111');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Profile updated' });
  await expect(saved).toHaveText('Profile updated successfully!');
  await expect(saved).toBeHidden({ timeout: 5_000 });

  await page.goto(`/agency/${agent.agentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.company);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('Plot 12, Njiro Road, Arusha').first()).toBeVisible();
  const destinations = page.getByRole('region', { name: 'Destinations they specialise in' });
  await expect(destinations.getByRole('heading', { name: 'Serengeti' })).toBeVisible();
  await expect(destinations.getByRole('heading', { name: 'Zanzibar' })).toBeVisible();

  // Back in the portal the saved values are the form's starting point.
  await openProfile(page, agent.company);
  await expect(page.getByLabel('Destinations')).toHaveValue('Serengeti, Zanzibar');
  await expect(page.getByLabel('Instagram')).toHaveValue('horizon_test_safaris');
});

test('an agent uploads two gallery images, makes the second primary, deletes one, and the public gallery follows', async ({ page, request }) => {
  const agent = await signIn(page, request);
  await openProfile(page, agent.company);
  const gallery = page.getByRole('region', { name: 'Gallery', exact: true });

  // Checked in the browser before anything is sent.
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByRole('alert')).toHaveText('Please select at least one file');
  await gallery.getByLabel('Image', { exact: true }).setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByRole('alert')).toHaveText('File "anim.gif" has invalid type. Allowed types: JPEG, PNG, WebP');
  await gallery.getByLabel('Image', { exact: true }).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5_242_881) });
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByRole('alert')).toHaveText('File "huge.jpg" is too large. Maximum size is 5MB');

  for (const [file, text] of [[SUNSET, 'Sunset over the plains'], [ACACIA, 'Acacia at dawn']] as const) {
    await gallery.getByLabel('Image', { exact: true }).setInputFiles(file);
    await gallery.getByLabel('Description (optional)').fill(text);
    await gallery.getByRole('button', { name: 'Upload' }).click();
    await expect(gallery.getByRole('status')).toHaveText('Image uploaded successfully');
    await expect(gallery.getByRole('listitem', { name: text })).toBeVisible();
  }
  // The success text goes after 3 seconds.
  await expect(gallery.getByRole('status')).toBeHidden({ timeout: 5_000 });
  let images = (await getMe(request, agent.token)).images;
  expect(images.map((i) => [i.image_description, i.image_type, i.is_primary])).toEqual([
    ['Sunset over the plains', 'gallery', true],
    ['Acacia at dawn', 'gallery', false],
  ]);

  await page.goto(`/agency/${agent.agentId}`);
  const publicGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(publicGallery.getByRole('img')).toHaveCount(2);

  await openProfile(page, agent.company);
  await gallery.getByRole('button', { name: 'Set Acacia at dawn as primary' }).click();
  await expect(gallery.getByRole('status')).toHaveText('Primary image updated');
  await expect(gallery.getByRole('listitem', { name: 'Acacia at dawn' }).getByText('Primary')).toBeVisible();
  images = (await getMe(request, agent.token)).images;
  expect(images.filter((i) => i.is_primary).map((i) => i.image_description)).toEqual(['Acacia at dawn']);

  // Delete asks first; Cancel keeps the image.
  await gallery.getByRole('button', { name: 'Delete Sunset over the plains' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this image?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await gallery.getByRole('button', { name: 'Delete Sunset over the plains' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(gallery.getByRole('status')).toHaveText('Image deleted');
  await expect(gallery.getByRole('listitem', { name: 'Sunset over the plains' })).toBeHidden();

  await page.goto(`/agency/${agent.agentId}`);
  await expect(publicGallery.getByRole('img')).toHaveCount(1);
  await expect(publicGallery.getByRole('img', { name: 'Acacia at dawn' })).toBeVisible();
});

test('the logo and the profile image are replaced, one of each kept', async ({ page, request }) => {
  const agent = await signIn(page, request);
  await openProfile(page, agent.company);
  const identity = page.getByRole('region', { name: 'Logo and profile image' });

  await identity.getByLabel('Replace logo').setInputFiles(SUNSET);
  await expect(identity.getByRole('status')).toHaveText('Image uploaded successfully');
  await expect(page.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', /\/media\/uploads\//);
  const firstLogo = (await getMe(request, agent.token)).images.filter((i) => i.image_type === 'logo');
  expect(firstLogo).toHaveLength(1);
  await expect(page.getByRole('img', { name: `${agent.company} logo` })).toHaveAttribute('src', new RegExp(firstLogo[0]!.image_url.replace(/-\d+\.webp$/, '')));

  await identity.getByLabel('Replace logo').setInputFiles(ACACIA);
  await expect(identity.getByRole('status')).toHaveText('Image uploaded successfully');
  await identity.getByLabel('Replace profile image').setInputFiles(ACACIA);
  await expect(identity.getByRole('status')).toHaveText('Image uploaded successfully');
  await expect(page.getByRole('img', { name: 'Current profile image' })).toHaveAttribute('src', /\/media\/uploads\//);

  const images = (await getMe(request, agent.token)).images;
  const logos = images.filter((i) => i.image_type === 'logo');
  expect(logos).toHaveLength(1);
  expect(logos[0]!.id).not.toBe(firstLogo[0]!.id);
  expect(images.filter((i) => i.image_type === 'profile')).toHaveLength(1);
  // Neither shows up in the gallery manager.
  await expect(page.getByRole('region', { name: 'Gallery', exact: true }).getByText('No images yet. Upload your first one above.')).toBeVisible();
});

test('the experience grid searches by name and opens the edit and public pages', async ({ page, request, context }) => {
  const agent = await signIn(page, request);
  const ids: number[] = [];
  for (const name of ['Ngorongoro Crater Day Trip', 'Zanzibar Spice Tour']) {
    const res = await request.post('/api/experiences', { headers: { Authorization: `Bearer ${agent.token}` }, data: { experience_name: name, status: 'published' } });
    expect(res.status(), await res.text()).toBe(200);
    ids.push(((await res.json()) as { id: number }).id);
  }
  await openProfile(page, agent.company);
  const cards = page.getByTestId('own-experience-card');
  await expect(cards).toHaveCount(2);

  const search = page.getByPlaceholder('Search experiences...');
  await search.fill('zANZIBAR');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('Zanzibar Spice Tour');
  await search.fill('kilimanjaro');
  await expect(page.getByText('No experiences match "kilimanjaro".')).toBeVisible();
  await search.fill('');
  await expect(cards).toHaveCount(2);

  const card = cards.filter({ hasText: 'Ngorongoro Crater Day Trip' });
  await expect(card.getByRole('link', { name: 'Edit Ngorongoro Crater Day Trip' })).toHaveAttribute('href', `/agent/experience/${ids[0]}/edit`);
  const viewPublic = card.getByRole('link', { name: /^View Public/ });
  await expect(viewPublic).toHaveAttribute('target', '_blank');
  await expect(viewPublic).toHaveAttribute('rel', 'noopener');

  const [popup] = await Promise.all([context.waitForEvent('page'), viewPublic.click()]);
  await expect(popup).toHaveURL(new RegExp(`/experience/${ids[0]}$`));
  await popup.close();
  const [fromImage] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: /^Open the public page of Ngorongoro/ }).click()]);
  await expect(fromImage).toHaveURL(new RegExp(`/experience/${ids[0]}$`));
  await fromImage.close();

  await card.getByRole('link', { name: 'Edit Ngorongoro Crater Day Trip' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/experience/${ids[0]}/edit$`));
});

test('an agent without experiences is invited to add one', async ({ page, request }) => {
  const agent = await signIn(page, request);
  await openProfile(page, agent.company);
  await expect(page.getByText("You haven't added any experiences yet. Click +Add New to get started.")).toBeVisible();
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/500/] });

  test('gallery calls that fail show the spec texts', async ({ page, request }) => {
    const agent = await signIn(page, request);
    await openProfile(page, agent.company);
    const gallery = page.getByRole('region', { name: 'Gallery', exact: true });
    for (const file of [SUNSET, ACACIA]) {
      await gallery.getByLabel('Image', { exact: true }).setInputFiles(file);
      await gallery.getByRole('button', { name: 'Upload' }).click();
      await expect(gallery.getByRole('status')).toHaveText('Image uploaded successfully');
    }
    await expect(gallery.getByRole('listitem')).toHaveCount(2);

    await page.route('**/api/images/agent/*', (route) => route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
    await gallery.getByLabel('Image', { exact: true }).setInputFiles(SUNSET);
    await gallery.getByRole('button', { name: 'Upload' }).click();
    await expect(gallery.getByRole('alert')).toHaveText('Failed to upload image.');

    await page.route('**/api/images/*/primary', (route) => route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
    await gallery.getByRole('button', { name: 'Set Image 2 as primary' }).click();
    await expect(gallery.getByRole('alert')).toHaveText('Failed to update primary image.');

    await page.route(/\/api\/images\/\d+$/, (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }) : route.fallback()));
    await gallery.getByRole('button', { name: 'Delete Image 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(gallery.getByRole('alert')).toHaveText('Failed to delete image.');
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
  });

  test('a failed save shows the server message, or the generic text; a lost session says so', async ({ page, request }) => {
    const agent = await signIn(page, request);
    await openProfile(page, agent.company);
    await page.getByLabel('Destinations').fill('Serengeti');
    const save = page.getByRole('button', { name: 'Save Profile' });

    await page.route(`**/api/agents/${agent.agentId}`, (route) => route.fulfill({ status: 409, json: { error: 'The agency was changed elsewhere', code: 'CONFLICT' } }));
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to save: The agency was changed elsewhere');
    await page.unroute(`**/api/agents/${agent.agentId}`);

    await page.route(`**/api/agents/${agent.agentId}/destinations`, (route) => route.abort());
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to save profile');
    await page.unroute(`**/api/agents/${agent.agentId}/destinations`);

    await page.evaluate(() => localStorage.removeItem('agentToken'));
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('No authentication token found. Please log in again.');
    await expect(page.getByLabel('Destinations')).toHaveValue('Serengeti');
  });

  test('the profile that cannot be loaded says so', async ({ page, request }) => {
    await signIn(page, request);
    await page.route('**/api/agent-auth/me', (route) => route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
    await page.goto('/agent/agency-profile');
    await expect(page.getByRole('alert')).toContainText('Failed to load profile');
    await page.unroute('**/api/agent-auth/me');

    // The guard's check fails (access continues), then the page's own load finds no agent.
    let calls = 0;
    await page.route('**/api/agent-auth/me', (route) => (calls++ === 0 ? route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }) : route.fulfill({ status: 200, json: {} })));
    await page.goto('/agent/agency-profile');
    await expect(page.getByRole('alert')).toContainText('No agent found');
  });
});
