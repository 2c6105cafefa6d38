import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { PRODUCTION_COMPANY_ENV } from '../../test/company-env.js';

describe('GET /api/company (the imprint from configuration)', { timeout: 60_000 }, () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('answers the configured details', async () => {
    ctx = await createTestContext({ ...PRODUCTION_COMPANY_ENV, COMPANY_VAT_ID: 'CY10412345K', COMPANY_PHONE: '+357 22 000111' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/company' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      legal_name: 'Savanna Introductions Ltd',
      address: '12 Makarios Avenue, 1065 Nicosia, Cyprus',
      registration_number: 'HE 412345',
      vat_id: 'CY10412345K',
      representative: 'Eleni Georgiou, Director',
      email: 'legal@savanna-introductions.example',
      phone: '+357 22 000111',
      demo: false,
    });
  });

  it('fills unset details with a demo company outside production, each marked as demo data', async () => {
    ctx = await createTestContext({ COMPANY_LEGAL_NAME: 'Half Configured Ltd' });
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/company' })).json();
    expect(body.legal_name).toBe('Half Configured Ltd');
    expect(body.demo).toBe(true);
    for (const key of ['address', 'registration_number', 'vat_id', 'representative', 'phone']) expect(body[key]).toMatch(/demo/i);
  });

  it('in production answers without VAT id and phone when they are not set', async () => {
    ctx = await createTestContext({ NODE_ENV: 'production', ADMIN_PASSWORD: 'production-admin-password-1', ...PRODUCTION_COMPANY_ENV });
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/company' })).json();
    expect(body).toMatchObject({ legal_name: 'Savanna Introductions Ltd', vat_id: null, phone: null, demo: false });
  });
});

describe('company configuration', () => {
  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-admin-password' };
  it('refuses to start in production without the details an imprint needs, listing each', () => {
    expect(() => loadConfig(production)).toThrow(
      /COMPANY_LEGAL_NAME: required[\s\S]*COMPANY_ADDRESS: required[\s\S]*COMPANY_REGISTRATION_NUMBER: required[\s\S]*COMPANY_REPRESENTATIVE: required[\s\S]*COMPANY_EMAIL: required/,
    );
    const { COMPANY_EMAIL: _email, ...withoutEmail } = PRODUCTION_COMPANY_ENV;
    expect(() => loadConfig({ ...production, ...withoutEmail })).toThrow(/^Invalid configuration:\n {2}- COMPANY_EMAIL: required in production \(the imprint\)$/);
    expect(loadConfig({ ...production, ...PRODUCTION_COMPANY_ENV }).company.demo).toBe(false);
  });
  it('checks the e-mail address', () => {
    expect(() => loadConfig({ COMPANY_EMAIL: 'not an address' })).toThrow(/COMPANY_EMAIL must be an e-mail address/);
  });
});
