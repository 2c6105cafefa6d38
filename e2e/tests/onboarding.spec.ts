import { expect, readOutbox, test, uniqueEmail } from '../support/fixtures';
import { experienceWithAgent } from './trip-helpers';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN_PASSWORD } from '../support/server';

const alert = (page: import('@playwright/test').Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('an anonymous visitor enquires through the wizard and the agent gets a lead', async ({ page, request }) => {
  test.setTimeout(120_000);
  const experience = await experienceWithAgent(request);
  const year = new Date().getFullYear();
  // The browser's clock starts mid-June so a chosen month can slip into the past before submitting.
  await page.clock.install({ time: new Date(year, 5, 15, 10, 0, 0) });

  await page.goto(`/experience/${experience.id}`);
  await page.getByRole('button', { name: 'Enquire now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?experienceId=${experience.id}$`));
  await expect(page.getByText("You're planning for:")).toBeVisible();
  await expect(page.getByLabel('Selected experience').getByText(experience.experience_name)).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();

  // Step 0: e-mail
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(alert(page, 'Please enter a valid email address.')).toBeVisible();
  const email = page.getByLabel('E-mail address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await email.fill('   ');
  await continueButton.click();
  await expect(alert(page, 'Please enter a valid email address.')).toBeVisible();
  const address = uniqueEmail('wizard');
  await email.fill(address);
  await email.press('Enter');

  // Step 1: names (no validation)
  await expect(page.getByRole('heading', { name: 'What should we call you?' })).toBeFocused();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Berg');
  await continueButton.click();

  // Step 2: contact; WhatsApp is revealed by its link, Instagram stays empty
  await expect(page.getByLabel('WhatsApp number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add WhatsApp' }).click();
  await page.getByLabel('WhatsApp number').fill('+49 170 5550000');
  await continueButton.click();

  // Step 3: trip types, Continue disabled until one is chosen
  await expect(continueButton).toBeDisabled();
  const wildlife = page.getByRole('button', { name: 'Nature & Wildlife' });
  await wildlife.click();
  await expect(wildlife).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Adventure' }).click();
  await expectAccessible(page);
  await continueButton.click();

  // Step 4: budget slider, default 2000, shown without decimals
  const slider = page.getByRole('slider', { name: 'Ideal budget' });
  await expect(slider).toHaveValue('2000');
  // One currency everywhere (issue 15): US dollars per person, the symbol shown.
  const shown = page.getByRole('status').filter({ hasText: 'per person' });
  await expect(shown).toHaveText('$2,000 per person');
  await expect(slider).toHaveAttribute('aria-valuetext', '$2,000 per person');
  for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveValue('3000');
  await expect(shown).toHaveText('$3,000 per person');
  await expect(page.getByText('€', { exact: false })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/details-wizard-budget-${test.info().project.name}.png` });
  // Back keeps what was chosen, then forward again
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Nature & Wildlife' })).toHaveAttribute('aria-pressed', 'true');
  await continueButton.click();
  await continueButton.click();

  // Step 5: countries
  await expect(continueButton).toBeDisabled();
  await page.getByRole('button', { name: /Tanzania/ }).click();
  await continueButton.click();

  // Step 6: travellers
  await page.getByRole('button', { name: 'Fewer adults' }).click();
  await expect(alert(page, 'There must be at least 1 adult traveler')).toBeVisible();
  await page.getByRole('button', { name: 'More adults' }).click();
  await page.getByRole('button', { name: 'More children' }).click();
  await expect(page.getByText('Total travellers: 3')).toBeVisible();
  await continueButton.click();

  // Step 7: year (first: it limits the months), month, length
  const selects = page.getByRole('combobox');
  await expect(selects.nth(0)).toHaveAccessibleName('Year');
  await expect(selects.nth(1)).toHaveAccessibleName('Month');
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(alert(page, 'Please select a travel month')).toBeVisible();
  const month = page.getByLabel('Month');
  await expect(month.locator('option', { hasText: 'May' })).toHaveCount(0);
  await page.getByLabel('Year').selectOption(String(year + 1));
  await month.selectOption('January');
  await page.getByLabel('Year').selectOption(String(year));
  await expect(month).toHaveValue('');
  await month.selectOption('June');
  // The page stayed open into July: June is now in the past.
  await page.clock.setSystemTime(new Date(year, 6, 2, 10, 0, 0));
  await submit.click();
  await expect(alert(page, 'Please select a future date for your travel')).toBeVisible();
  await month.selectOption('August');
  await page.getByText('2 weeks').click();
  await submit.click();

  // Confirmation
  await expect(page).toHaveURL(/\/enquiry-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Anna!' })).toBeVisible();
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  expect(userId).toBeTruthy();
  const travelerRes = await request.get(`/api/travelers/${userId}`);
  expect(travelerRes.ok()).toBe(true);
  const traveler = await travelerRes.json();
  await expect(page.getByTestId('reference-number')).toHaveText(traveler.inquiry_number);
  expect(traveler.email).toBe(address);
  expect(traveler.first_name).toBe('Anna');
  expect(traveler.preferences).toMatchObject({
    preferred_trip_type: 'Nature & Wildlife,Adventure',
    ideal_budget: 3000,
    preferred_destinations: ['Tanzania'],
    number_of_adults: 2,
    number_of_children: 1,
    number_of_travelers: 3,
    travel_month: 'August',
    travel_year: year,
    travel_window: `August ${year}`,
    length_of_stay: 2,
    whatsapp_contact: '+49 170 5550000',
    instagram_username: null,
    experience_id: experience.id,
    agent_id: experience.agent_id,
  });
  expect(traveler.preferences.selected_experiences).toContain(experience.id);
  await expect(page.getByText(experience.experience_name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Recommended Experiences' })).toHaveAttribute('href', `/searchresultpage/${userId}`);
  await expect(page.getByRole('link', { name: 'Update Your Preferences' })).toHaveAttribute('href', '/preferences');
  await expect(page.getByRole('button', { name: 'Share Trip' })).toBeVisible();
  // The same budget the wizard showed, in the same currency, with its symbol.
  await expect(page.getByRole('main').getByText('$3,000 per person', { exact: true })).toBeVisible();
  await page.screenshot({ path: `/tmp/details-confirmation-${test.info().project.name}.png`, fullPage: true });
  await expectAccessible(page);

  // The traveller got their confirmation and the experience's agent a lead naming the traveller.
  await expect.poll(() => readOutbox({ to: address, kind: 'traveler-enquiry' }).length).toBe(1);
  // Each e-mail is its own job: the agent's may arrive after the traveller's.
  const agentLeads = () => readOutbox({ kind: 'agent-new-lead' }).filter((m) => m.text.includes(address));
  await expect.poll(() => agentLeads().length).toBe(1);
  const leads = agentLeads();
  expect(leads[0]!.subject).toContain(traveler.inquiry_number);
  expect(leads[0]!.text).toContain('Budget: $3,000 per person');

  // The development outbox page lists the same messages, to an administrator only: it holds password links.
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByText(leads[0]!.subject)).toHaveCount(0);
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByText(leads[0]!.subject).click();
  await expect(page.getByText(`E-mail: ${address}`).first()).toBeVisible();
  await expectAccessible(page);
});

test('contact details can be skipped and Back never goes below the first step', async ({ page }) => {
  await page.goto('/onboarding?userId=00000000-0000-4000-8000-000000000000');
  // With a userId in the URL the wizard starts at the names step and remembers the id.
  await expect(page.getByText('Step 2 of 8')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByLabel('E-mail address').fill('skip@example.com');
  // Creating the traveller fails: the spec's message, nothing lost.
  await page.route('**/api/travelers', (route) => route.fulfill({ status: 500, json: { error: 'boom', code: 'INTERNAL' } }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('skip@example.com');

  await page.unroute('**/api/travelers');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Phone number').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Add Instagram' }).click();
  await page.getByLabel('Instagram username').fill('@anna');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Step 4 of 8')).toBeVisible();
  // Skip empties all three contact fields.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Phone number')).toHaveValue('');
  await expect(page.getByLabel('Instagram username')).toHaveCount(0);
});
