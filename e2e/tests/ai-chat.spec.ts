import { MESSAGES } from '@safari/contract';
import { expect, readOutbox, test, uniqueEmail } from '../support/fixtures';

test('the chat: first message to inquiry number, with a correction, samples, the contact form, both e-mails, and a reload that resumes', async ({ page }) => {
  test.setTimeout(120_000);
  // Playwright's clock, flowing as usual, so that the test can move it on while an answer is held (the correction).
  await page.clock.install();
  await page.goto('/onboarding-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your trip by chatting' })).toBeVisible();
  const box = page.getByLabel('Your message');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-role=assistant]').first()).toContainText(MESSAGES.chatWelcome);

  // Blank messages are not sent; Shift+Enter adds a line; the box grows from 44 px up to 120 px.
  await box.press('Enter');
  await expect(log.locator('[data-role=user]')).toHaveCount(0);
  expect(Math.round((await box.boundingBox())!.height)).toBe(44);
  await box.fill('We are two adults dreaming of the Serengeti migration next July for about 10 days');
  await box.press('Shift+Enter');
  await box.pressSequentially('budget around $4000 per person');
  await expect(box).toHaveValue('We are two adults dreaming of the Serengeti migration next July for about 10 days\nbudget around $4000 per person');
  const grown = (await box.boundingBox())!.height;
  expect(grown).toBeGreaterThan(44);
  expect(grown).toBeLessThanOrEqual(120);
  // The real reply is held until the waiting state has been seen: a fast answer could otherwise end it first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ai/chat', async (route) => {
    await held;
    await route.continue();
  });
  await box.press('Enter');

  // The typing indicator while waiting, the input disabled, then what it understood.
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await expect(box).toBeDisabled();
  release(); // later turns pass straight through
  const reply = log.locator('[data-role=assistant]').nth(1);
  await expect(reply).toContainText('Serengeti (Tanzania)');
  await expect(reply).toContainText('for 10 days');
  await expect(reply).toContainText('2 adults');
  await expect(page.getByRole('region', { name: 'Sample experiences in Tanzania' }).getByRole('link').first()).toBeVisible();

  // A correction before the contact prompt (4 seconds after the experiences), answered slowly: its answer is held
  // while the page's clock passes those 4 seconds, and the prompt still waits for the answer instead of coming first.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    '**/api/ai/chat',
    async (route) => {
      await answered;
      await route.continue();
    },
    { times: 1 },
  );
  await box.fill('actually three weeks, and my sister is coming too');
  await box.press('Enter');
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await page.clock.runFor(5_000);
  answer();
  const assistant = log.locator('[data-role=assistant]');
  await expect(assistant.nth(2)).toContainText('for 21 days');
  await expect(assistant.nth(2)).toContainText('3 adults');

  // The contact prompt (once, after the answer) and form; the input waits while the form is shown.
  await expect(assistant.nth(3)).toContainText(MESSAGES.chatContactPrompt, { timeout: 10_000 });
  await expect(log.getByText(MESSAGES.chatContactPrompt)).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Your contact details' });
  await expect(box).toBeDisabled();

  // A reload resumes the conversation where it was.
  await page.reload();
  await expect(log).toContainText('actually three weeks, and my sister is coming too');
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Connect me with a local expert' }).click();
  await expect(form.getByRole('alert')).toContainText('Please enter your first name');
  const email = uniqueEmail('chat');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Connect me with a local expert' }).click();

  const inquiry = page.getByTestId('inquiry-number');
  await expect(inquiry).toHaveText(/^SAF-/);
  await expect(page.getByText(MESSAGES.chatFounders)).toBeVisible();
  await expect(box).toBeHidden();
  await expect(page.getByRole('link', { name: 'Explore experiences' })).toHaveAttribute('href', /^\/searchresultpage\//);

  const number = (await inquiry.textContent())!;
  await expect.poll(() => readOutbox({ to: email, kind: 'traveler-enquiry' }).length).toBe(1);
  expect(readOutbox({ to: email, kind: 'traveler-enquiry' })[0]!.text).toContain(number);
  await expect.poll(() => readOutbox({ kind: 'agent-new-lead' }).filter((m) => m.text.includes(email)).length).toBeGreaterThan(0);
  expect(readOutbox({ kind: 'agent-new-lead' }).find((m) => m.text.includes(email))!.text).toContain('Travellers: 3 (3 adults, 0 children)');
});

test.describe('chat failure', () => {
  test.use({ allowedConsoleErrors: [/500|Internal Server Error/] });

  test('a failed reply says so in the conversation', async ({ page }) => {
    await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL' } }));
    await page.goto('/onboarding-ai');
    await page.getByLabel('Your message').fill('Zanzibar in May');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Oops, something went wrong. Please try again or refresh the page.');
  });

  test('no samples and a failed profile creation each say so, and the details stay to try again', async ({ page }) => {
    await page.route('**/api/experiences/samples**', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL' } }));
    await page.route('**/api/travelers/create_from_ai', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', code: 'INTERNAL' } }));
    await page.goto('/onboarding-ai');
    await page.getByLabel('Your message').fill('Kenya in August for a week');
    await page.getByLabel('Your message').press('Enter');
    await expect(page.getByText(MESSAGES.chatNoSamples)).toBeVisible();
    const form = page.getByRole('form', { name: 'Your contact details' });
    await form.getByLabel('First name').fill('Amina', { timeout: 15_000 });
    await form.getByLabel('E-mail').fill(uniqueEmail('chat-fail'));
    await form.getByRole('button', { name: 'Connect me with a local expert' }).click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toContainText(MESSAGES.chatCreateFailed);
    await expect(form.getByLabel('First name')).toHaveValue('Amina');
  });
});
