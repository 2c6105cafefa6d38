import { expect, openInApp, test } from '../support/fixtures';

test.describe('information and legal pages', () => {
  test('how it works explains the steps for travellers and agents', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/How it works/);
    await expect(page.getByRole('list', { name: 'Steps for travellers' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Steps for agents' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('within 24 hours, at the latest within 48 hours', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/onboarding');
    await expect(page.getByRole('link', { name: 'Become a partner agent' })).toHaveAttribute('href', '/signup');
  });

  test('values lists what the company stands for', async ({ page }) => {
    await page.goto('/values');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What we stand for');
    await expect(page.getByRole('heading', { level: 2, name: 'Local expertise first' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Honest about our role' })).toBeVisible();
  });

  test('about us states the mission and introduces two co-founders', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    const founders = page.getByRole('region', { name: 'Meet the founders' }).getByRole('listitem');
    await expect(founders).toHaveCount(2);
    await expect(founders.filter({ hasText: 'Co-founder' })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Meet the founders' }).getByRole('img')).toHaveCount(0); // generated initials, no photos
  });

  test('cookie policy lists the storage keys, the consent rule, retention and how to change the choice', async ({ page }) => {
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    const table = page.getByRole('table');
    for (const key of ['userId', 'analytics-consent', 'agentToken, agentInfo, subscriptionStatus', '_ga, _ga_<id>']) {
      await expect(table.getByRole('rowheader', { name: key })).toBeVisible();
    }
    await expect(page.getByText('between 6 and 24 months', { exact: false })).toBeVisible();
    await expect(page.getByText('Until you accept, no analytics script is loaded', { exact: false })).toBeVisible();
    await expect(page.getByRole('main').getByText('Cookie settings')).toBeVisible();
  });

  test('privacy policy states the introduction-only role, retention periods, age limit and GDPR rights', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByText('We do not sell trips, take payments or make bookings', { exact: false })).toBeVisible();
    await expect(main.getByText('Agent applications: up to 3 years', { exact: false })).toBeVisible();
    await expect(main.getByText('Analytics data: 24 months.')).toBeVisible();
    await expect(main.getByText('Cookies: between 6 and 24 months', { exact: false })).toBeVisible();
    await expect(main.getByText('The service is not intended for users under 18.', { exact: false })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Your rights/ })).toBeVisible();
    await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: /Your rights/ }).click();
    await expect(page).toHaveURL(/#rights$/);
  });

  test('imprint shows the configured company details and says it handles no payments or bookings', async ({ page }) => {
    await page.goto('/imprint');
    const main = page.getByRole('main');
    const details = main.getByTestId('company-details');
    // Configured on the test server (e2e/support/server.ts) …
    await expect(details.getByRole('definition').first()).toHaveText('Safari Marketplace Test Ltd');
    await expect(details).toContainText('Registration numberHE 999001');
    // … and the rest the development server's demo values, each marked, with a note saying so.
    for (const label of ['Address', 'VAT ID', 'Represented by', 'Phone']) await expect(details.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(details).toContainText('(demo data)');
    await expect(main.getByRole('note')).toContainText('Demo data');
    await expect(details.getByRole('link', { name: 'contact@safari-marketplace.example' })).toHaveAttribute('href', 'mailto:contact@safari-marketplace.example');
    await expect(main.getByText('We do not handle payments or bookings.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(main.getByText(/see commercial register|as entered in the commercial register/)).toHaveCount(0);

    // The privacy policy names the same controller and contact.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByText(/The controller for personal data processed on this website is Safari Marketplace Test Ltd/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact@safari-marketplace.example' }).first()).toBeVisible();
  });

  test('imprint says when the company details cannot be loaded', async ({ page }) => {
    await page.route('**/api/company', (route) => route.fulfill({ status: 503, json: { error: 'Service temporarily unavailable', code: 'UNAVAILABLE' } }));
    await openInApp(page, '/imprint');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load the company details. Please try again.' })).toBeVisible({ timeout: 15_000 });
  });

  for (const path of ['/signup', '/agencysignuppage']) {
    test(`agent recruitment page at ${path} explains the terms and leads to the application`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow your agency with travellers who want a local expert');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'No signup fees' })).toBeVisible();
      await expect(main.getByText('Per booking, agreed with you later and in writing before it applies.')).toBeVisible();
      await expect(main.getByText('3 to 5 business days, followed by a video call, then onboarding if approved.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Agency terms and conditions' })).toHaveAttribute('href', '/agency-terms-conditions');
      await main.getByRole('link', { name: 'Apply now' }).click();
      await expect(page).toHaveURL(/\/agent-signup$/);
    });
  }

  test('the login placeholder explains travellers need no account and links agents to their sign-in', async ({ page }) => {
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByText('You don’t need an account or a password.', { exact: false })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Agent sign-in' })).toHaveAttribute('href', '/agent/login');
    await expect(main.getByRole('link', { name: 'Start Planning' })).toHaveAttribute('href', '/onboarding');
    await expect(main.getByRole('textbox')).toHaveCount(0);
  });
});
