import { expect, test } from '../support/fixtures';
import { returningTraveller } from './trip-helpers';
import { expectAccessible } from '../support/accessibility';

test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

test('without a stored traveller the form asks to sign in first', async ({ page }) => {
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Travel preferences', level: 1 })).toBeVisible();
  const tripTypes = page.getByRole('group', { name: 'Trip type' });
  await tripTypes.getByLabel('Adventure').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please sign in to update your preferences' })).toBeVisible();
  // Nothing typed is lost.
  await expect(tripTypes.getByLabel('Adventure')).toBeChecked();
});

test('preferences are validated, save errors are explained, and a save redirects to search', async ({ page, request }) => {
  test.setTimeout(90_000);
  const traveller = await returningTraveller(page, request, 'Rita', { preferred_destinations: ['Kenya'], number_of_travelers: 2 });
  await page.goto('/preferences');
  const travelers = page.getByLabel('Number of travelers');
  await expect(travelers).toHaveValue('2');
  await expectAccessible(page);
  const save = page.getByRole('button', { name: 'Save preferences' });
  const alert = (text: string) => page.getByRole('alert').filter({ hasText: text });

  // Each message stands next to its field and describes it; focus goes to the first in the spec's order.
  await travelers.fill('');
  await save.click();
  await expect(alert('Please enter the number of travelers')).toBeVisible();
  await expect(alert('Please select a trip type')).toBeVisible();
  await expect(travelers).toHaveAttribute('aria-invalid', 'true');
  await expect(travelers).toBeFocused();
  await expect(travelers).toHaveAccessibleDescription('Please enter the number of travelers');
  await travelers.fill('0');
  await save.click();
  await expect(alert('Please enter the number of travelers')).toBeVisible();
  await travelers.fill('3');
  await save.click();
  await expect(alert('Please enter the number of travelers')).toHaveCount(0);
  await expect(alert('Please select a trip type')).toBeVisible();
  await page.getByRole('group', { name: 'Trip type' }).getByLabel('Beach & Relaxation').check();
  await page.getByLabel('Ideal budget (USD per person)').fill('4500');

  // The destination picker: Madagascar in, Kenya out.
  await page.getByRole('button', { name: 'Choose destinations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your destinations' });
  await dialog.getByLabel('Kenya').uncheck();
  await dialog.getByLabel('Madagascar').check();
  await dialog.getByLabel('Nosy Be').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Madagascar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Kenya' })).toHaveCount(0);

  const failures: Array<[number | 'abort', string]> = [
    [404, 'User not found. Please sign in again.'],
    [403, 'You do not have permission to update these preferences.'],
    [500, 'Server error (500). Please try again later.'],
    ['abort', 'Could not connect to the server. Please check your internet connection.'],
  ];
  for (const [status, text] of failures) {
    await page.route(`**/api/travelers/${traveller.id}`, (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      return status === 'abort' ? route.abort() : route.fulfill({ status, json: { error: 'x', code: 'X' } });
    });
    await save.click();
    await expect(alert(text)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
  }
  // Every value survived the failed saves.
  await expect(travelers).toHaveValue('3');
  await expect(page.getByRole('group', { name: 'Trip type' }).getByLabel('Beach & Relaxation')).toBeChecked();

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferences updated successfully! Redirecting...' })).toBeVisible();
  await expect(page).toHaveURL(/\/searchresultpage$/, { timeout: 6000 });

  const saved = await (await request.get(`/api/travelers/${traveller.id}`)).json();
  expect(saved.preferences).toMatchObject({
    preferred_trip_type: 'Beach & Relaxation',
    number_of_travelers: 3,
    ideal_budget: 4500,
    preferred_destinations: ['Madagascar', 'Nosy Be'],
  });

  // The recommendations follow the new destination.
  await page.goto(`/searchresultpage/${traveller.id}`);
  await expect(page.getByRole('main').getByText(/Madagascar/).first()).toBeVisible();
});

test("the wizard's trip types stay, a negative budget is named at its field, and so is the server's 400", async ({ page, request }) => {
  test.setTimeout(90_000);
  const traveller = await returningTraveller(page, request, 'Mia', {
    preferred_trip_type: 'Nature & Wildlife,Gorilla Tours',
    number_of_travelers: 2,
    ideal_budget: 3000,
  });
  await page.goto('/preferences');
  const tripTypes = page.getByRole('group', { name: 'Trip type' });
  // Both wizard choices ticked, each by its own name; no invented combined label.
  await expect(tripTypes.getByLabel('Nature & Wildlife')).toBeChecked();
  await expect(tripTypes.getByLabel('Gorilla Tours')).toBeChecked();
  await expect(tripTypes.getByRole('checkbox')).toHaveCount(7);
  await expect(tripTypes.getByText(/,/)).toHaveCount(0);
  await tripTypes.getByLabel('Beach & Relaxation').check();
  await expect(tripTypes.getByLabel('Gorilla Tours')).toBeChecked();

  const budget = page.getByLabel('Ideal budget (USD per person)');
  const save = page.getByRole('button', { name: 'Save preferences' });
  const budgetMessage = 'Enter a budget per person in US dollars, from $0 to $1,000,000.';
  await budget.fill('-50');
  await save.click();
  await expect(budget).toHaveAccessibleDescription(budgetMessage);
  await expect(budget).toBeFocused();
  await expect(page.getByText(/Server error/)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/details-preferences-error-${test.info().project.name}.png`, fullPage: true });

  // A value that passes here but not on the server (another tab, an old page): the real server's 400 lands on the
  // field it names, in the form's words, never as 'Server error (400)' or the server's own text.
  await budget.fill('4000');
  await page.route(`**/api/travelers/${traveller.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const body = route.request().postDataJSON();
    return route.continue({ postData: JSON.stringify({ ...body, preferences: { ...body.preferences, ideal_budget: -50 } }) });
  });
  const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(traveller.id));
  await save.click();
  expect((await refused).status()).toBe(400);
  await expect(budget).toHaveAccessibleDescription(budgetMessage);
  await expect(page.getByText(/Server error|Too small|expected/)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferences updated successfully! Redirecting...' })).toBeVisible();
  const saved = await (await request.get(`/api/travelers/${traveller.id}`)).json();
  expect(saved.preferences.preferred_trip_type.split(',').sort()).toEqual(['Beach & Relaxation', 'Gorilla Tours', 'Nature & Wildlife']);
  expect(saved.preferences.ideal_budget).toBe(4000);
});

test('a failed load says so', async ({ page, request }) => {
  const traveller = await returningTraveller(page, request);
  await page.route(`**/api/travelers/${traveller.id}`, (route) => route.fulfill({ status: 500, json: { error: 'x', code: 'X' } }));
  await page.goto('/preferences');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load your preferences. Please try again.' })).toBeVisible({ timeout: 15_000 });
});
