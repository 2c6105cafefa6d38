import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { adminToken, call, mailsTo, setupTokenFrom, signedUpAgent, uniqueEmail } from '../../test/agent-accounts.js';
import * as s from '../../db/schema.js';

/** The admin tool's agent calls: create, destinations, invitation (admin session only). */
describe('admin: create an agent, save its destinations, invite it', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  const create = async (token: string | undefined, email = uniqueEmail('created')) =>
    call(ctx, 'POST', '/api/agents', { token, body: { agency_name: 'Baobab Trails', contact_email: email, contact_phone: '+255 700 111 222' } });

  it('creates an agent with its destinations, then invites it with a single-use setup link that signs it in', async () => {
    const admin = await adminToken(ctx);
    const email = uniqueEmail('created');
    const res = await create(admin, email);
    expect(res.statusCode, res.body).toBe(200);
    const agentId = res.json().id as number;

    const dest = await call(ctx, 'PUT', `/api/agents/${agentId}/destinations`, { token: admin, body: { destinations: ['Serengeti', 'Zanzibar'] } });
    expect(dest.statusCode, dest.body).toBe(200);
    const agent = await call(ctx, 'GET', `/api/agents/${agentId}`);
    expect(JSON.stringify(agent.json())).toContain('Zanzibar');

    const invite = await call(ctx, 'POST', `/api/admin/agents/${agentId}/invite`, { token: admin });
    expect(invite.statusCode, invite.body).toBe(200);
    const [mail] = await mailsTo(ctx, email, 'agent-invitation');
    expect(mail!.subject).toBe('You are invited to the Safari Marketplace agent portal');
    expect(mail!.text).toContain('Baobab Trails is now listed on Safari Marketplace');
    const [account] = await ctx.database.db.select().from(s.agentAccounts).where(eq(s.agentAccounts.agentId, agentId));
    expect(account).toMatchObject({ email: email.toLowerCase(), passwordHash: null });

    // A second invitation voids the first link; the newest one sets the password and signs the agent in.
    const again = await call(ctx, 'POST', `/api/admin/agents/${agentId}/invite`, { token: admin });
    expect(again.statusCode).toBe(200);
    const first = setupTokenFrom(mail!);
    const tokens = (await mailsTo(ctx, email, 'agent-invitation')).map(setupTokenFrom);
    expect(tokens).toHaveLength(2);
    const newest = tokens.find((t) => t !== first)!;
    const setup = await call(ctx, 'POST', '/api/agent-auth/setup-password', { body: { email, password: 'Baobab2026trails', confirmPassword: 'Baobab2026trails', token: newest } });
    expect(setup.statusCode, setup.body).toBe(200);
    const stale = await call(ctx, 'POST', '/api/agent-auth/setup-password', { body: { email, password: 'Baobab2026trails', confirmPassword: 'Baobab2026trails', token: first } });
    expect(stale.statusCode).toBe(401);

    // Once the password is set, another invitation is refused.
    const late = await call(ctx, 'POST', `/api/admin/agents/${agentId}/invite`, { token: admin });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This agent has already set a password and can sign in.');
  });

  it('refuses every call without the admin session: anonymous 401, an agent 401/403', async () => {
    const { token: agentToken, agentId } = await signedUpAgent(ctx);
    const admin = await adminToken(ctx);
    const target = (await create(admin)).json().id as number;
    expect((await create(undefined)).statusCode).toBe(401);
    expect([401, 403]).toContain((await create(agentToken)).statusCode);
    expect((await call(ctx, 'POST', `/api/admin/agents/${target}/invite`)).statusCode).toBe(401);
    expect([401, 403]).toContain((await call(ctx, 'POST', `/api/admin/agents/${target}/invite`, { token: agentToken })).statusCode);
    // An agent may set only its own destinations; the administrator any agent's.
    expect((await call(ctx, 'PUT', `/api/agents/${target}/destinations`, { body: { destinations: ['Arusha'] } })).statusCode).toBe(401);
    expect((await call(ctx, 'PUT', `/api/agents/${target}/destinations`, { token: agentToken, body: { destinations: ['Arusha'] } })).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', `/api/agents/${agentId}/destinations`, { token: agentToken, body: { destinations: ['Arusha'] } })).statusCode).toBe(200);
  });

  it('an unknown agent is 404; an agent needs a contact e-mail to be invited', async () => {
    const admin = await adminToken(ctx);
    expect((await call(ctx, 'POST', '/api/admin/agents/987654/invite', { token: admin })).statusCode).toBe(404);
  });
});
