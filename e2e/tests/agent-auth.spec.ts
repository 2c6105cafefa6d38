import { expect, test, uniqueEmail } from '../support/fixtures';
import { createAgentAccount, linkFromOutbox, submitApplication } from '../support/agent-accounts';
import { expectAccessible } from '../support/accessibility';

const DEMO = { email: 'demo.agent@safari-marketplace.example', password: 'SafariDemo2026!' };

test('the guard sends an anonymous visitor to sign-in and back to the dashboard; the demo agent signs in', async ({ page }) => {
  await page.goto('/agent/dashboard');
  await expect(page).toHaveURL(/\/agent\/login$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kilimanjaro Horizons Safaris' })).toBeVisible();
  await expect(page.getByText('Win rate')).toBeVisible();
  expect(await page.evaluate(() => !!localStorage.getItem('agentToken') && !!localStorage.getItem('agentInfo'))).toBe(true);

  // A stored token skips the sign-in page.
  await page.goto('/agent/login');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});

test('a forgotten password is reset through the e-mailed link, ending the old session', async ({ page, request }) => {
  const agent = await createAgentAccount(request, 'Serengeti2026');

  await page.goto('/agent/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/agent\/forgot-password$/);
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Email address is required');
  await page.getByLabel('Email').fill('agent-at-example.com');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Email').fill(agent.email);
  await send.click();
  await expect(page.getByText('If an approved account exists with this email, a reset link has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try a different email' })).toBeVisible();

  const link = await linkFromOutbox(agent.email, 'password-reset');
  await page.goto(link.pathname + link.search);
  await expect(page.locator('meta[name="referrer"][content="no-referrer"]')).toHaveCount(1);
  await page.getByLabel('New Password *', { exact: true }).fill('Ngorongoro2026');
  await page.getByLabel('Confirm New Password *').fill('Ngorongoro2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/agent/login');
  await expect(page).toHaveURL(/\/agent\/login$/, { timeout: 6_000 });
  await expect(page.getByText('Password reset successfully! You can now sign in with your new password.')).toBeVisible();

  const me = await request.get('/api/agent-auth/me', { headers: { Authorization: `Bearer ${agent.sessionToken}` } });
  expect(me.status()).toBe(401);

  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill('Ngorongoro2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: agent.company })).toBeVisible();
});

test('sign-in explains pending applications and offers a status check for unknown e-mails', async ({ page, request }) => {
  const pending = await submitApplication(request);
  await page.goto('/agent/login');
  await page.getByLabel('Email').fill(pending.email);
  // A missing password is caught before anything is sent.
  const logins: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/agent-auth/login') && logins.push(r.url()));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter your password');
  await page.getByLabel('Password', { exact: true }).fill('Whatever2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText("Your application is still under review. We'll notify you once approved.");
  expect(logins).toHaveLength(1);

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('No account found with this email address. Have you applied to become a partner?');
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/agent-signup');
  await page.getByRole('button', { name: 'Check application status' }).click();
  await expect(page.getByText('No application found. You can start the application process below.')).toBeVisible();
  await expectAccessible(page);
});

test('the reset and setup pages explain missing links, check the rules live and report links no longer valid', async ({ page }) => {
  await page.goto('/agent/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('This password reset link is missing or invalid. Please request a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/agent/forgot-password');

  await page.goto('/agent/reset-password?token=not-a-real-token');
  const rule = (label: string) => page.locator('li', { hasText: label });
  await page.getByLabel('New Password *', { exact: true }).fill('abc');
  await expect(rule('One lowercase letter')).toHaveAttribute('data-met', 'true');
  await expect(rule('One uppercase letter')).toHaveAttribute('data-met', 'false');
  await expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('New Password *', { exact: true }).fill('Abcdefg1');
  for (const label of ['At least 8 characters', 'One lowercase letter', 'One uppercase letter', 'One number']) await expect(rule(label)).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirm New Password *').fill('Abcdefg');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password *').fill('Abcdefg1');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has expired or is invalid. Please request a new password reset.');
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/agent/forgot-password');

  // The setup page without its e-mailed token explains where the link comes from.
  await page.goto('/agent/setup-password');
  await expect(page.getByText(/open the link in the e-mail we sent when your application was approved/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/agent/forgot-password');

  // With a link that is no longer valid: the server's message, a way to a new link, and each field tied to the
  // message for a screen reader; an edit clears it until the next submit.
  await page.goto(`/agent/setup-password?token=not-a-real-token&email=${encodeURIComponent(uniqueEmail('agent'))}`);
  const password = page.getByLabel('Password *', { exact: true });
  await password.fill('Serengeti2026');
  await page.getByLabel('Confirm Password *').fill('Serengeti2026');
  await page.getByRole('button', { name: 'Set Password' }).click();
  const message = page.getByRole('alert');
  await expect(message).toContainText('This password setup link has expired or is invalid. Sign in with your e-mail to get a new one.');
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/agent/login');
  const messageId = await message.getAttribute('id');
  for (const field of [page.getByLabel('Email'), password, page.getByLabel('Confirm Password *')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${messageId}( |$)`));
  }
  await password.fill('Serengeti2027');
  await expect(message).toHaveCount(0);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test.describe('server failures', () => {
  test.use({ allowedConsoleErrors: [/500/] });
  const serverError = { status: 500, json: { error: 'Internal Server Error', code: 'INTERNAL' } };

  test('a failed reset request says so', async ({ page }) => {
    await page.route('**/api/agent-auth/request-password-reset', (route) => route.fulfill(serverError));
    await page.goto('/agent/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('agent'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to send reset email. Please try again.');
  });

  test('a failed application status check says so', async ({ page }) => {
    await page.route('**/api/agent-auth/check-application', (route) => route.fulfill(serverError));
    await page.goto('/agent/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('Whatever2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Check application status' }).click();
    await expect(page.getByText('Failed to check application status. Please try again.')).toBeVisible();
  });

  test('a password setup that cannot reach the server says so', async ({ page }) => {
    await page.route('**/api/agent-auth/setup-password', (route) => route.abort('failed'));
    await page.goto(`/agent/setup-password?token=some-token&email=${encodeURIComponent(uniqueEmail('agent'))}`);
    await page.getByLabel('Password *', { exact: true }).fill('Serengeti2026');
    await page.getByLabel('Confirm Password *').fill('Serengeti2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByRole('alert')).toContainText('Password setup failed. Please try again.');
  });

  test('the portal verifies the session first, then offers a retry when the dashboard cannot load', async ({ page, request }) => {
    const agent = await createAgentAccount(request, 'Serengeti2026');
    await page.addInitScript((token) => window.localStorage.setItem('agentToken', token), agent.sessionToken);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/agent-auth/me', async (route) => {
      await held;
      await route.fulfill(serverError);
    });
    await page.goto('/agent/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Verifying authentication...' })).toBeVisible();
    release();
    await expect(page.getByRole('alert')).toContainText('Failed to load dashboard.');

    await page.unroute('**/api/agent-auth/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: agent.company })).toBeVisible();
  });
});
