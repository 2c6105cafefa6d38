import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { ANSWER_A, ANSWER_B, call, completeBody, mailsTo, signedUpAgent, startApplication, uniqueEmail } from '../../test/agent-accounts.js';
import * as s from '../../db/schema.js';

// Heavy with argon2id on shared CPUs: a generous per-test limit (projects do not inherit the root one).
describe('agent application (step 0 and completion)', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const complete = (id: number, body: unknown) => call(ctx, 'PUT', `/api/agent-leads/${id}/complete`, { body });

  it('step 0 stores a started application with an APP- number and answers its id', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    const [row] = await ctx.database.db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
    expect(row).toMatchObject({ contactEmail: email, status: 'started' });
    expect(row!.inquiryNumber).toMatch(/^APP-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  it('a second application with the same e-mail in other letter case is DUPLICATE_EMAIL (409)', async () => {
    const email = uniqueEmail();
    await startApplication(ctx, email);
    const res = await call(ctx, 'POST', '/api/agent-leads/email', { body: { email: email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.duplicateApplication, code: 'DUPLICATE_EMAIL' });
  });

  it('an e-mail that already has an agent account is DUPLICATE_EMAIL', async () => {
    const agent = await signedUpAgent(ctx);
    await ctx.database.db.delete(s.agentApplications).where(eq(s.agentApplications.id, agent.applicationId));
    const res = await call(ctx, 'POST', '/api/agent-leads/email', { body: { email: agent.email } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_EMAIL');
  });

  it('an invalid e-mail is a 400 with the spec message', async () => {
    const res = await call(ctx, 'POST', '/api/agent-leads/email', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(MESSAGES.agentInvalidEmail);
  });

  it('an application abandoned at step 0 for over 24 hours can be started again', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    await ctx.database.db.update(s.agentApplications).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(s.agentApplications.id, id));
    const res = await call(ctx, 'POST', '/api/agent-leads/email', { body: { email } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
  });

  it('completion stores every answer, answers the confirmation data and e-mails the applicant', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    const res = await complete(id, completeBody(email, { website: '  ', unknown_field: 'dropped' } as never));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { id, inquiry_number: expect.stringMatching(/^APP-/), company_name: 'Kilima Trails', contact_person_name: 'Amani Mushi', contact_email: email, location: 'Tanzania' },
    });
    const [row] = await ctx.database.db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      instagramHandle: 'kilimatrails',
      website: null,
      hasLicense: true,
      differentiationAnswer: ANSWER_A,
      sustainabilityAnswer: ANSWER_B,
      otherSocialMedia: { tiktok: 'kilima' },
      willingToShareMedia: true,
    });
    expect(row!.completedAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo(ctx, email, 'application-received');
    expect(mail!.text).toContain(body.data.inquiry_number);
    expect(mail!.text).toContain('3 to 5 business days');
    expect(mail!.text).toContain('video call');
  });

  describe('validation answers the spec messages', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing company name', { company_name: '' }, MESSAGES.companyRequired],
      ['missing contact person', { contact_person_name: null }, MESSAGES.companyRequired],
      ['no country', { location: '' }, MESSAGES.countryRequired],
      ['a country not offered', { location: 'France' }, MESSAGES.countryRequired],
      ['a missing answer', { sustainability_answer: '   ' }, MESSAGES.answersRequired],
      ['an answer under 50 characters after trimming', { differentiation_answer: `   ${'x'.repeat(49)}    ` }, MESSAGES.answersTooShort],
      ['an answer over 500 characters', { differentiation_answer: 'x'.repeat(501) }, MESSAGES.answersTooLong],
      ['a website with spaces', { website: 'my agency.com' }, MESSAGES.websiteInvalid],
      ['a website that is not http(s)', { website: 'javascript:alert(1)' }, MESSAGES.websiteInvalid],
    ];
    it.each(cases)('%s', async (_name, override, message) => {
      const email = uniqueEmail();
      const id = await startApplication(ctx, email);
      const res = await complete(id, completeBody(email, override as never));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR', errors: expect.arrayContaining([message]) });
      const [row] = await ctx.database.db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
      expect(row!.status).toBe('started');
    });

    it('lists every problem together', async () => {
      const email = uniqueEmail();
      const id = await startApplication(ctx, email);
      const res = await complete(id, completeBody(email, { company_name: '', location: null, differentiation_answer: 'short', sustainability_answer: 'short' }));
      expect(res.json().errors).toEqual([MESSAGES.companyRequired, MESSAGES.countryRequired, MESSAGES.answersTooShort]);
    });
  });

  it('completing a second time is refused (409) and changes nothing', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    expect((await complete(id, completeBody(email))).statusCode).toBe(200);
    const again = await complete(id, completeBody(email, { company_name: 'Hijacked Ltd' }));
    expect(again.statusCode, again.body).toBe(409);
    const [row] = await ctx.database.db.select().from(s.agentApplications).where(eq(s.agentApplications.id, id));
    expect(row!.companyName).toBe('Kilima Trails');
  });

  it('completing more than 24 hours after step 0 is refused', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    await ctx.database.db.update(s.agentApplications).set({ createdAt: new Date(Date.now() - 24 * 3600_000 - 60_000) }).where(eq(s.agentApplications.id, id));
    const res = await complete(id, completeBody(email));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('APPLICATION_EXPIRED');
  });

  it('completing with another e-mail than step 0 looks like an unknown id (404)', async () => {
    const email = uniqueEmail();
    const id = await startApplication(ctx, email);
    const res = await complete(id, completeBody(uniqueEmail('intruder')));
    expect(res.statusCode).toBe(404);
    const unknown = await complete(2_000_000, completeBody(email));
    expect(unknown.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  });

  it('a non-numeric id is a 400, never a 500', async () => {
    const res = await complete(Number.NaN, completeBody(uniqueEmail()));
    expect(res.statusCode).toBe(400);
  });
});
