import type { APIRequestContext } from '@playwright/test';
import { expect, readOutbox, uniqueEmail } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './server';

/** Answers long enough for the 50-character minimum of step 3. */
export const DIFFERENTIATION = 'We are a family-run agency with our own guides who grew up next to the Serengeti and Ngorongoro.';
export const SUSTAINABILITY = 'We employ local staff, support two village schools and offset every safari vehicle kilometre we drive.';

export interface Application {
  id: number;
  email: string;
  company: string;
  inquiryNumber: string;
}

/** A submitted (pending) application, created through the API to keep browser time for what a test is about. */
export async function submitApplication(request: APIRequestContext, prefix = 'agent'): Promise<Application> {
  const email = uniqueEmail(prefix);
  const company = `Test Safaris ${email.slice(prefix.length + 1, prefix.length + 9)}`;
  const start = await request.post('/api/agent-leads/email', { data: { email } });
  expect(start.status(), await start.text()).toBe(200);
  const { data } = (await start.json()) as { data: { id: number } };
  const complete = await request.put(`/api/agent-leads/${data.id}/complete`, {
    data: {
      contact_email: email,
      company_name: company,
      contact_person_name: 'Amani Mollel',
      location: 'Tanzania',
      has_license: true,
      differentiation_answer: DIFFERENTIATION,
      sustainability_answer: SUSTAINABILITY,
      willing_to_share_media: true,
    },
  });
  expect(complete.status(), await complete.text()).toBe(200);
  const done = (await complete.json()) as { data: { inquiry_number: string } };
  return { id: data.id, email, company, inquiryNumber: done.data.inquiry_number };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The link in the newest e-mail of a kind, waiting for the server's asynchronous send. */
export async function linkFromOutbox(to: string, kind: 'application-approved' | 'password-reset' | 'password-setup'): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = readOutbox({ to, kind })[0];
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    }, { message: `a ${kind} e-mail to ${to}`, timeout: 15_000 })
    .toBeTruthy();
  return new URL(link!);
}

/** An approved agent with a password, signed up entirely through the API. */
export async function createAgentAccount(request: APIRequestContext, password: string, prefix = 'agent') {
  const app = await submitApplication(request, prefix);
  const admin = await adminToken(request);
  const approve = await request.post(`/api/admin/applications/${app.id}/approve`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(approve.status(), await approve.text()).toBe(200);
  const link = await linkFromOutbox(app.email, 'application-approved');
  const setup = await request.post('/api/agent-auth/setup-password', {
    data: { email: app.email, password, confirmPassword: password, token: link.searchParams.get('token') },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { token } = (await setup.json()) as { token: string };
  return { ...app, password, sessionToken: token };
}

