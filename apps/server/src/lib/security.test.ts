/**
 * The probes that found holes, re-run as tests: control characters in free text, what the log holds after a
 * traveller's journey, headers on credential pages and personal answers, oversized headers, and not-found
 * probes of traveller ids and share tokens.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';
import { call, mailsTo, randomIp, resetTokenFrom, signedUpAgent, startApplication, completeBody, uniqueEmail } from '../test/agent-accounts.js';
import { createAgent, createExperience } from '../test/factories.js';
import { CREDENTIAL_LOOKUP_MISSES } from './probe-guard.js';
import { PERMISSIONS_POLICY } from './security.js';
import { redactUrl, serializeError } from './logging.js';

const UNSAFE = 'must not contain control characters';

describe('security rules over the whole API', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { captureLogs: true });
  }, 60_000);
  afterAll(async () => ctx?.close());

  const newTraveler = async () => {
    const res = await call(ctx, 'POST', '/api/travelers', { body: { email: uniqueEmail('traveller') } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  it('sends the security headers with every kind of answer: JSON, a validation error, not found', async () => {
    for (const url of ['/api/experiences?limit=2', '/api/experiences?limit=-1', '/api/no-such-route', '/api/experiences/999999']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  describe('one free-text rule: NUL, control characters and bidi overrides get a 400 naming the field', () => {
    it.each([
      ['login e-mail', 'POST', '/api/agent-auth/login', { email: 'agent\u0000@example.com', password: 'Whatever123' }, 'email'],
      ['login password', 'POST', '/api/agent-auth/login', { email: 'agent@example.com', password: 'Pass\u0000word1' }, 'password'],
      ['check-application e-mail', 'POST', '/api/agent-auth/check-application', { email: '\u0000agent@example.com' }, 'email'],
      ['reset request e-mail', 'POST', '/api/agent-auth/request-password-reset', { email: 'a\u0000@example.com' }, 'email'],
      ['application start e-mail', 'POST', '/api/agent-leads/email', { email: 'x\u0000@example.com' }, 'email'],
      ['traveller creation', 'POST', '/api/travelers', { email: 'x\u0000@example.com' }, 'email'],
    ] as const)('%s', async (_name, method, url, body, field) => {
      const res = await call(ctx, method, url, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: `${field}: ${UNSAFE}`, code: 'VALIDATION_ERROR', errors: [`${field}: ${UNSAFE}`] });
    });

    it('PUT /api/travelers/{id}: names, WhatsApp and nested preferences', async () => {
      const id = await newTraveler();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ first_name: 'Ja\u0000ne' }, 'first_name'],
        [{ last_name: 'Doe\u0000' }, 'last_name'],
        [{ first_name: 'Jane\u202egpj.exe' }, 'first_name'],
        [{ last_name: '\u2066Doe\u2069' }, 'last_name'],
        [{ preferences: { whatsapp_contact: '+44\u0000700' } }, 'preferences.whatsapp_contact'],
        [{ preferences: { preferred_destinations: ['Kenya', 'Tan\u0000zania'] } }, 'preferences.preferred_destinations.1'],
      ];
      for (const [body, field] of cases) {
        const res = await call(ctx, 'PUT', `/api/travelers/${id}`, { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toBe(`${field}: ${UNSAFE}`);
      }
      // A line break is a control character in a single-line name (the schema's own rule names the field too).
      const newline = await call(ctx, 'PUT', `/api/travelers/${id}`, { body: { first_name: 'Jane\nBcc: x@evil.test' } });
      expect(newline.statusCode).toBe(400);
      expect(newline.json().errors).toEqual([`first_name: ${UNSAFE}`]);
      // Nothing was stored by any of them.
      const stored = (await call(ctx, 'GET', `/api/travelers/${id}`)).json();
      expect(stored.first_name).toBeNull();
      expect(stored.preferences.whatsapp_contact).toBeNull();
      // Ordinary international text is fine.
      const ok = await call(ctx, 'PUT', `/api/travelers/${id}`, { body: { first_name: 'Zoë', last_name: 'نور' } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ first_name: 'Zoë', last_name: 'نور' });
    });

    it('PUT /api/agent-leads/{id}/complete: company name; multi-line answers keep their line breaks', async () => {
      const email = uniqueEmail('applicant');
      const id = await startApplication(ctx, email);
      const bad = await call(ctx, 'PUT', `/api/agent-leads/${id}/complete`, { body: completeBody(email, { company_name: 'Kilima\u0000 Trails' }) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(`company_name: ${UNSAFE}`);
      const override = await call(ctx, 'PUT', `/api/agent-leads/${id}/complete`, { body: completeBody(email, { contact_person_name: 'Amani \u202eMushi' }) });
      expect(override.json().error).toBe(`contact_person_name: ${UNSAFE}`);
      const answer = `${completeBody(email).differentiation_answer}\nSecond paragraph about our guides.`;
      const good = await call(ctx, 'PUT', `/api/agent-leads/${id}/complete`, { body: completeBody(email, { differentiation_answer: answer }) });
      expect(good.statusCode, good.body).toBe(200);
    });

    it('POST /api/shares: anywhere in share_data, and in object keys', async () => {
      const cases: Array<[unknown, string]> = [
        [{ share_data: { traveler: { first_name: 'Ja\u0000ne' } } }, 'share_data.traveler.first_name'],
        [{ share_data: { experiences: [{ id: 1, name: 'Ok' }, { id: 2, name: 'Bad\u0007' }] } }, 'share_data.experiences.1.name'],
        [{ share_data: { agent: { id: 1, agency_name: 'Safari\u202e' } } }, 'share_data.agent.agency_name'],
        [{ share_data: { ['ke\u0000y']: 1 } }, 'share_data.ke\u0000y'],
      ];
      for (const [body, field] of cases) {
        const res = await call(ctx, 'POST', '/api/shares', { body });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([`${field}: ${UNSAFE}`]);
      }
    });
  });

  describe('shares hold exactly the spec’s shape', () => {
    it('drops a traveller id, e-mail and any other key, at every level, before storing', async () => {
      const travelerId = randomUUID();
      const res = await call(ctx, 'POST', '/api/shares', {
        body: {
          shared_by: travelerId,
          share_type: 'itinerary',
          share_data: {
            traveler: { id: travelerId, first_name: 'Jane', email: 'jane@example.com', phone: '+44 7700 900123', preferences: { preferred_destinations: ['Kenya'], ideal_budget: 3000, whatsapp_contact: '+44 7700 900123', userId: travelerId } },
            experiences: [{ id: 7, name: 'Masai Mara', price: 900, traveler_email: 'jane@example.com' }],
            current_experience: { id: 7, name: 'Masai Mara', secret: 'x' },
            agent: { id: 3, agency_name: 'Mara Guides', contact_email: 'agent@example.com' },
            shared_at: '2026-11-01T10:00:00.000Z',
            share_context: 'experience',
            total_experiences: 1,
            shared_experiences: 1,
            user_id: travelerId,
            email: 'jane@example.com',
          },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const read = await call(ctx, 'GET', `/api/shares/${res.json().share_token}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().share_data).toEqual({
        traveler: { first_name: 'Jane', preferences: { preferred_destinations: ['Kenya'], ideal_budget: 3000 } },
        experiences: [{ id: 7, name: 'Masai Mara', price: 900 }],
        current_experience: { id: 7, name: 'Masai Mara' },
        agent: { id: 3, agency_name: 'Mara Guides' },
        shared_at: '2026-11-01T10:00:00.000Z',
        share_context: 'experience',
        total_experiences: 1,
        shared_experiences: 1,
      });
      // Not in the stored row either, and the sharer's id only as a pseudonym.
      const rows = await ctx.database.db.execute(sql`select shared_by, share_data::text as data from shares`);
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(travelerId);
      expect(dump).not.toContain('jane@example.com');
      expect(dump).not.toContain('agent@example.com');
    });
  });

  describe('headers', () => {
    it('API answers with personal data or tokens are never stored by caches', async () => {
      const id = await newTraveler();
      for (const url of [`/api/travelers/${id}`, `/api/experiences/recommendations/${id}`]) {
        const res = await call(ctx, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const login = await call(ctx, 'POST', '/api/admin/login', { body: { password: ctx.config.adminPassword } });
      expect(login.headers['cache-control']).toBe('no-store');
      const share = await call(ctx, 'POST', '/api/shares', { body: { share_data: { shared_at: 'now' } } });
      expect(share.headers['cache-control']).toBe('no-store');
    });

    it('reset, setup, share and recommendation pages are served with no-referrer by the server itself', async () => {
      for (const url of [
        '/agent/reset-password/some-reset-token',
        '/agent/reset-password?token=abc',
        '/agent/setup-password?token=abc&email=a%40b.test',
        '/shared/someShareToken123456',
        `/searchresultpage/${randomUUID()}`,
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const home = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('every answer carries a Permissions-Policy', async () => {
      for (const url of ['/', '/api/health', '/api/experiences?limit=1', '/api/nope']) {
        expect((await ctx.app.inject({ method: 'GET', url })).headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
    });

    it('oversized headers get a 431 in the API error shape', async () => {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (d) => (data += d));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      expect(raw).toContain('Content-Type: application/json');
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Request headers are too large', code: 'HEADERS_TOO_LARGE' });
    });
  });

  describe('not-found probes of traveller ids and share tokens', () => {
    it('are limited per address; once limited even a valid id is refused, other addresses are not affected', async () => {
      const id = await newTraveler();
      const prober = randomIp();
      const probes = [
        () => call(ctx, 'GET', `/api/travelers/${randomUUID()}`, { ip: prober }),
        () => call(ctx, 'PUT', `/api/travelers/${randomUUID()}`, { ip: prober, body: { first_name: 'X' } }),
        () => call(ctx, 'GET', `/api/shares/${randomUUID().replace(/-/g, '')}`, { ip: prober }),
        () => call(ctx, 'GET', `/api/experiences/recommendations/${randomUUID()}`, { ip: prober }),
      ];
      for (let i = 0; i < CREDENTIAL_LOOKUP_MISSES.max; i++) {
        expect((await probes[i % probes.length]!()).statusCode, `probe ${i + 1}`).toBe(404);
      }
      for (const probe of probes) {
        const res = await probe();
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await call(ctx, 'GET', `/api/travelers/${id}`, { ip: prober })).statusCode).toBe(429);
      expect((await call(ctx, 'GET', `/api/travelers/${id}`)).statusCode).toBe(200);
    });
  });

  describe('what the log may hold', () => {
    it('a whole journey leaves no traveller id, token, e-mail or SQL value in any log line', async () => {
      ctx.logLines.length = 0;
      const email = uniqueEmail('loggable');
      const created = await call(ctx, 'POST', '/api/travelers', { body: { email } });
      const travelerId = created.json().id as string;
      await call(ctx, 'GET', `/api/travelers/${travelerId}`);
      await call(ctx, 'PUT', `/api/travelers/${travelerId}`, { body: { first_name: 'Nul\u0000', preferences: { whatsapp_contact: '+1 555 0100' } } });
      await call(ctx, 'PUT', `/api/travelers/${travelerId}`, { body: { first_name: 'Logan', preferences: { whatsapp_contact: '+1 555 0100' } } });
      await call(ctx, 'GET', `/api/experiences/recommendations/${travelerId}?limit=3`);
      await ctx.app.inject({ method: 'GET', url: `/searchresultpage/${travelerId}` });
      const agent = await createAgent(ctx.database.db, { agencyName: 'Log Safaris' });
      const experience = await createExperience(ctx.database.db, agent.id);
      await call(ctx, 'POST', '/api/enquiries', { body: { traveler_id: travelerId, experience_id: experience.id, source: 'enquire', idempotency_key: randomUUID() } });
      const share = (await call(ctx, 'POST', '/api/shares', { body: { shared_by: travelerId, share_data: { traveler: { first_name: 'Logan' } } } })).json();
      await call(ctx, 'GET', `/api/shares/${share.share_token}`);
      await ctx.app.inject({ method: 'GET', url: `/shared/${share.share_token}` });
      const owner = await signedUpAgent(ctx);
      await call(ctx, 'POST', '/api/agent-auth/request-password-reset', { body: { email: owner.email } });
      const [mail] = await mailsTo(ctx, owner.email, 'password-reset');
      const resetToken = resetTokenFrom(mail!);
      await ctx.app.inject({ method: 'GET', url: `/agent/reset-password/${resetToken}` });
      await call(ctx, 'POST', '/api/agent-auth/reset-password', { body: { token: resetToken, password: 'Logged-out-2026', confirmPassword: 'Logged-out-2026' } });
      await ctx.app.inject({ method: 'GET', url: `/agent/setup-password?token=${owner.setupToken}&email=${encodeURIComponent(owner.email)}` });
      await call(ctx, 'GET', '/api/agent-auth/me', { token: owner.token });

      expect(ctx.logLines.length).toBeGreaterThan(20);
      const log = ctx.logLines.join('\n');
      expect(log).toContain('/api/travelers/[id]');
      expect(log).toContain('/shared/[redacted]');
      for (const secret of [travelerId, share.share_token, resetToken, owner.setupToken, owner.token, email, owner.email, '+1 555 0100', 'Logged-out-2026']) {
        expect(log, `the log holds ${secret}`).not.toContain(secret);
      }
    });

    it('a failed query is logged without its SQL parameter values or the row it quotes', async () => {
      const secret = `secret-${randomUUID()}@example.com`;
      let failure: unknown;
      try {
        await ctx.database.db.execute(sql`insert into travelers (id, email) values (${'not-a-uuid'}, ${secret + '\u0000'})`);
      } catch (err) {
        failure = err;
      }
      expect(failure).toBeDefined();
      const logged = JSON.stringify(serializeError(failure));
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain('not-a-uuid');
      expect(logged).not.toMatch(/insert into/i);
      expect(serializeError(failure)).toMatchObject({ message: expect.stringMatching(/^Database query failed/) });
    });

    it('URLs keep their route and lose every identifier', () => {
      const id = randomUUID();
      expect(redactUrl(`/api/travelers/${id}`)).toBe('/api/travelers/[id]');
      expect(redactUrl(`/searchresultpage/${id}?x=1`)).toBe('/searchresultpage/[id]?x=1');
      expect(redactUrl('/agent/reset-password/abcDEF_123-xyz')).toBe('/agent/reset-password/[redacted]');
      expect(redactUrl('/agent/reset-password?token=abc&x=1')).toBe('/agent/reset-password?token=[redacted]&x=1');
      expect(redactUrl('/agent/setup-password?email=a%40b.c&token=abc')).toBe('/agent/setup-password?email=[redacted]&token=[redacted]');
      expect(redactUrl('/api/shares/AbC123xyz_-abcdefghij')).toBe('/api/shares/[redacted]');
      expect(redactUrl(`/onboarding?userId=${id}`)).toBe('/onboarding?userId=[redacted]');
      expect(redactUrl('/api/experiences?q=token')).toBe('/api/experiences?q=token');
    });
  });
});
