import { expect, test, uniqueEmail } from '../support/fixtures';
import { DIFFERENTIATION, SUSTAINABILITY } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

test('an agency applies through all six steps and receives an application number', async ({ page }) => {
  const email = uniqueEmail('agent');
  const longAnswer = `${DIFFERENTIATION} Our guides speak five languages and know every migration crossing.`;
  const alert = page.getByRole('alert');
  const next = page.getByRole('button', { name: 'Continue' });
  await page.goto('/agent-signup');
  await expect(page.getByRole('heading', { name: 'Become a Partner Agent' })).toBeVisible();

  // Step 0: e-mail
  await expect(page.getByText('1 of 6', { exact: true })).toBeVisible();
  await page.getByLabel('Business email').fill('not-an-email');
  await next.click();
  await expect(alert).toHaveText('Please enter a valid email address');
  await page.getByLabel('Business email').fill(email);
  await next.click();

  // Step 1: company information
  await expect(page.getByText('2 of 6', { exact: true })).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Company name and contact person name are required');
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Company name').fill('Maasai Mara Trails');
  await page.getByLabel('Contact person name').fill('Wanjiru Kamau');
  await page.getByLabel('Position').fill('Founder');
  await expect(page.getByText('Include your country code')).toBeVisible();
  await page.getByLabel('WhatsApp phone').fill('+254 712 345 678');
  await next.click();

  // Step 2: location and licensing
  await expect(page.getByText('3 of 6', { exact: true })).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Please select your country/location');
  await expect(page.getByLabel('Country / location').locator('option')).toHaveCount(12); // the 11 countries + the prompt
  await page.getByLabel('Country / location').selectOption('Kenya');
  await page.getByLabel(/valid tourism or tour-operator licence/).check();
  await next.click();

  // Step 3: corporate values
  await expect(page.getByText('4 of 6', { exact: true })).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Please answer both questions to continue');
  const differentiation = page.getByLabel('What makes your agency different from others?');
  const sustainability = page.getByLabel(/sustainable and responsible tourism/);
  await differentiation.fill('Local guides.');
  await sustainability.fill('   We care about nature.        ');
  await expect(page.getByText('13/500')).toBeVisible();
  await next.click();
  await expect(alert).toHaveText('Please provide more detailed answers (at least 50 characters each)');
  await differentiation.fill(longAnswer);
  await sustainability.fill(SUSTAINABILITY);
  await expect(differentiation).toHaveAttribute('maxlength', '500');
  await next.click();

  // Step 4: media; Back returns one step and keeps the answers
  await expect(page.getByText('5 of 6', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('4 of 6', { exact: true })).toBeVisible();
  await expect(sustainability).toHaveValue(SUSTAINABILITY);
  await next.click();
  await page.getByLabel('Instagram').fill('@maasaimaratrails');
  await page.getByLabel(/happy to share photos and videos/).check();
  await next.click();

  // Step 5: review and submit
  await expect(page.getByText('6 of 6', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Maasai Mara Trails')).toBeVisible();
  await expect(page.getByText('@maasaimaratrails', { exact: true })).toBeVisible(); // the leading @ was stripped once, not doubled
  await expect(page.getByRole('link', { name: 'Agency Terms and Conditions' })).toHaveAttribute('href', '/agency-terms-conditions');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(alert).toHaveText('Please agree to the terms and conditions to continue');
  await expectAccessible(page);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page).toHaveURL(/\/agent-signup-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Application Received' })).toBeVisible();
  await expect(page.getByTestId('application-number')).toHaveText(/^APP-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByText(`${longAnswer.slice(0, 100)}...`, { exact: true })).toBeVisible();
  await expect(page.getByText('3 to 5 business days')).toBeVisible();
  await expect(page.getByText('Video call', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Without navigation state there is nothing to confirm (a reload of the same URL keeps the state, so leave first).
  await page.goto('/agency-terms-conditions');
  await page.goto('/agent-signup-confirmation');
  await expect(page.getByRole('heading', { name: 'Application Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Start your application' }).click();
  await expect(page).toHaveURL(/\/agent-signup$/);
});

test('a second application with the same e-mail is refused with the duplicate message', async ({ page, request }) => {
  const email = uniqueEmail('agent');
  expect((await request.post('/api/agent-leads/email', { data: { email } })).status()).toBe(200);

  await page.goto('/agent-signup');
  await page.getByLabel('Business email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('An agent application with this email address already exists...use a different email or contact us');
  await expect(page.getByText('1 of 6', { exact: true })).toBeVisible();
});

test('the agency terms state eligibility, fees, GDPR, termination and Cyprus law', async ({ page }) => {
  await page.goto('/agency-terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Agency Terms and Conditions' })).toBeVisible();
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await expect(page.getByText(/registered business or hold the tourism or tour-operator licence/)).toBeVisible();
  await expect(page.getByText(/at our sole discretion/)).toBeVisible();
  await expect(page.getByText(/no signup fees/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /GDPR/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Termination/ })).toBeVisible();
  await expect(page.getByText(/laws of the Republic of Cyprus/)).toBeVisible();
});

test.describe('server failures', () => {
  test.use({ allowedConsoleErrors: [/500/] });
  const serverError = { status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } };

  test('a failed start and a failed submission show the spec texts, and the website must be a web address', async ({ page }) => {
    const email = uniqueEmail('agent');
    const alert = page.getByRole('alert');
    const next = page.getByRole('button', { name: 'Continue' });
    await page.route('**/api/agent-leads/email', (route) => route.fulfill(serverError));
    await page.goto('/agent-signup');
    await page.getByLabel('Business email').fill(email);
    await next.click();
    await expect(alert).toHaveText('Failed to start your application. Please try again later.');
    await expect(page.getByText('1 of 6', { exact: true })).toBeVisible();

    await page.unroute('**/api/agent-leads/email');
    await next.click();
    await expect(page.getByText('2 of 6', { exact: true })).toBeVisible();
    await page.getByLabel('Company name').fill('Rift Valley Rovers');
    await page.getByLabel('Contact person name').fill('Amani Otieno');
    await page.getByLabel('Website').fill('rift valley rovers.com');
    await next.click();
    await expect(alert).toHaveText('Please enter a valid website address');
    await page.getByLabel('Website').fill('https://riftvalleyrovers.example');
    await next.click();

    await expect(page.getByText('3 of 6', { exact: true })).toBeVisible();
    await page.getByLabel('Country / location').selectOption('Kenya');
    await next.click();
    await expect(page.getByText('4 of 6', { exact: true })).toBeVisible();
    await page.getByLabel('What makes your agency different from others?').fill(DIFFERENTIATION);
    await page.getByLabel(/sustainable and responsible tourism/).fill(SUSTAINABILITY);
    await next.click();
    await expect(page.getByText('5 of 6', { exact: true })).toBeVisible();
    await next.click();

    await expect(page.getByText('6 of 6', { exact: true })).toBeVisible();
    await page.route('**/api/agent-leads/*/complete', (route) => route.fulfill(serverError));
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(alert).toHaveText('Failed to complete your application. Please try again later.');
    await expect(page).toHaveURL(/\/agent-signup$/);
  });
});
