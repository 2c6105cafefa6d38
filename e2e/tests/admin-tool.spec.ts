import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, readOutbox, test, uniqueEmail } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD } from '../support/server';
import { createAgentAccount } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const SUNSET = path.join(fixtures, 'gallery-sunset.jpg');
const ACACIA = path.join(fixtures, 'gallery-acacia.png');

test('the admin tool: wrong then right password, create and invite an agent, upload its logo and three gallery photos, then experience images; log out re-locks', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/image-upload');
  await page.getByLabel('Admin password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect password');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Image Upload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();

  // Create agent: every rule named, destinations never empty or twice.
  const create = page.getByRole('region', { name: 'Create agent' });
  await create.getByRole('button', { name: 'Create agent' }).click();
  await expect(create.getByRole('alert')).toContainText('Agency name is required');
  await expect(create.getByRole('alert')).toContainText('Contact email is required');
  const agency = `Baobab Trails ${Date.now().toString(36)}`;
  const email = uniqueEmail('admin-created');
  await create.getByLabel('Agency name').fill(agency);
  await create.getByLabel('Contact email').fill('not-an-email');
  await create.getByRole('button', { name: 'Create agent' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please enter a valid email address');
  await create.getByLabel('Contact email').fill(email);
  await create.getByLabel('Phone').fill('+255 700 111 222');
  await create.getByRole('textbox', { name: 'Destinations' }).fill('Serengeti');
  await create.getByRole('textbox', { name: 'Destinations' }).press('Enter');
  await create.getByRole('textbox', { name: 'Destinations' }).fill('Zanzibar');
  await create.getByRole('button', { name: 'Add destination' }).click();
  await create.getByRole('textbox', { name: 'Destinations' }).fill(' serengeti ');
  await create.getByRole('button', { name: 'Add destination' }).click();
  await create.getByRole('button', { name: 'Add destination' }).click();
  await expect(create.getByRole('list', { name: 'Destinations added' }).getByRole('listitem')).toHaveText([/Serengeti/, /Zanzibar/]);
  // A server failure says so and keeps everything typed; the next try succeeds.
  await page.route('**/api/agents', (route) => route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }), { times: 1 });
  await create.getByRole('button', { name: 'Create agent' }).click();
  await expect(create.getByRole('alert')).toHaveText('Failed to create agent. Please try again.');
  await expect(create.getByLabel('Agency name')).toHaveValue(agency);
  await expect(create.getByRole('list', { name: 'Destinations added' }).getByRole('listitem')).toHaveCount(2);
  await create.getByRole('button', { name: 'Create agent' }).click();
  await expect(create.getByText(new RegExp(`Agent created: ${agency} \\(ID \\d+\\)`))).toBeVisible();
  const agentId = Number((await create.getByText(/Agent created/).textContent())!.match(/ID (\d+)/)![1]);
  await create.getByRole('button', { name: `Send invitation to ${email}` }).click();
  await expect(create.getByRole('button', { name: 'Invitation sent' })).toBeDisabled();
  await expect.poll(() => readOutbox({ to: email, kind: 'agent-invitation' }).length).toBe(1);
  expect(readOutbox({ to: email, kind: 'agent-invitation' })[0]!.text).toMatch(/\/agent\/setup-password\?token=/);
  await expectAccessible(page);

  // Agent images: the new agent's id is filled in and named; the rules first, then a logo and two gallery photos.
  const agentImages = page.getByRole('region', { name: 'Upload agent images' });
  await expect(agentImages.getByLabel('Agent ID')).toHaveValue(String(agentId));
  await expect(agentImages.getByTestId('agent-lookup')).toHaveText(agency);
  await agentImages.getByLabel('Agent ID').fill('-3');
  await agentImages.getByLabel('Description').fill('');
  await agentImages.getByRole('button', { name: 'Upload' }).click();
  await expect(agentImages.getByRole('alert')).toContainText('Please provide a description');
  await expect(agentImages.getByRole('alert')).toContainText('Please select at least one file');
  await expect(agentImages.getByRole('alert')).toContainText('Please enter a valid Agent ID (positive number)');
  await agentImages.getByLabel('Agent ID').fill(String(agentId));
  await expect(agentImages.getByTestId('agent-lookup')).toHaveText(agency);
  await agentImages.getByLabel('Description').fill(`${agency} logo`);
  await agentImages.getByLabel('Image type').selectOption('logo');
  await agentImages.getByLabel(/^Images/).setInputFiles(ACACIA);
  await agentImages.getByRole('button', { name: 'Upload' }).click();
  await expect(agentImages.getByText('Uploaded 1 of 1 image.')).toBeVisible();
  await agentImages.getByLabel('Description').fill('Our guides at the Serengeti camp');
  await agentImages.getByLabel('Image type').selectOption('gallery');
  await agentImages.getByLabel(/^Images/).setInputFiles([
    { name: 'gallery-sunset.jpg', mimeType: 'image/jpeg', buffer: readFileSync(SUNSET) },
    { name: 'gallery-acacia.png', mimeType: 'image/png', buffer: readFileSync(ACACIA) },
    { name: 'gallery-lodge.jpg', mimeType: 'image/jpeg', buffer: readFileSync(SUNSET) },
  ]);
  await agentImages.getByRole('button', { name: 'Upload' }).click();
  await expect(agentImages.getByText('Uploaded 3 of 3 images.')).toBeVisible();
  const stored = (await (await request.get(`/api/agents/${agentId}`)).json()) as { agent_logotype: string | null; images: { image_description: string; is_primary: boolean }[] };
  expect(stored.agent_logotype).toMatch(/^\/media\/uploads\//);
  expect(stored.images.map((i) => [i.image_description, i.is_primary])).toEqual([
    ['Our guides at the Serengeti camp', true],
    ['Our guides at the Serengeti camp', false],
    ['Our guides at the Serengeti camp', false],
  ]);
  // …and on the agency's public page.
  await page.goto(`/agency/${agentId}`);
  await expect(page.getByRole('img', { name: 'Our guides at the Serengeti camp' }).first()).toBeVisible();
  await page.goBack();

  // Experience images: an id that is not a number is refused; a real experience takes two photos.
  const owner = await createAgentAccount(request, 'Serengeti2026', 'admintool');
  const exp = await request.post('/api/experiences', {
    headers: { Authorization: `Bearer ${owner.sessionToken}` },
    data: { experience_name: `Acacia Sunset Drive ${Date.now().toString(36)}`, description: 'An evening drive among the acacias.', location: 'Tarangire', price: 240, status: 'published' },
  });
  expect(exp.status(), await exp.text()).toBe(200);
  const experienceId = ((await exp.json()) as { id: number }).id;
  const expImages = page.getByRole('region', { name: 'Upload experience images' });
  await expImages.getByLabel('Experience ID').fill('abc');
  await expImages.getByLabel(/^Images/).setInputFiles(SUNSET);
  await expImages.getByRole('button', { name: 'Upload' }).click();
  await expect(expImages.getByRole('alert')).toHaveText('Please enter a valid Experience ID (positive number)');
  await expImages.getByLabel('Experience ID').fill(String(experienceId));
  await expect(expImages.getByTestId('experience-lookup')).toContainText('Acacia Sunset Drive');
  await expImages.getByLabel('Description').fill('Sundowner among the acacias');
  await expImages.getByLabel(/^Images/).setInputFiles([SUNSET, ACACIA]);
  await expImages.getByRole('button', { name: 'Upload' }).click();
  await expect(expImages.getByText('Uploaded 2 of 2 images.')).toBeVisible();
  await page.goto(`/experience/${experienceId}`);
  await expect(page.getByRole('img', { name: /^Acacia Sunset Drive \w+, photo 1$/ })).toBeVisible();
  const photos = ((await (await request.get(`/api/experiences/${experienceId}`)).json()) as { images: { image_description: string }[] }).images;
  expect(photos.map((p) => p.image_description)).toEqual(['Sundowner among the acacias', 'Sundowner among the acacias']);

  // Log out re-locks the tool and forgets what it held.
  await page.goto('/admin/image-upload');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
});
