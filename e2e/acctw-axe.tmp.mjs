import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:4417';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
const res = await page.request.post(base + '/api/agent-auth/login', { data: { email: 'demo.agent@safari-marketplace.example', password: 'SafariDemo2026!' } });
const { token } = await res.json();
for (const p of ['/agent-signup', '/agent-signup-confirmation', '/agency-terms-conditions', '/agent/login', '/agent/setup-password', '/agent/setup-password?token=x&email=a@b.c', '/agent/forgot-password', '/agent/reset-password', '/agent/reset-password/abc', '/admin', 'DASH']) {
  if (p === 'DASH') { await page.evaluate((t) => localStorage.setItem('agentToken', t), token); await page.goto(base + '/agent/dashboard'); }
  else await page.goto(base + p);
  await page.waitForTimeout(1000);
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => ['serious', 'critical'].includes(v.impact));
  console.log(p, bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
}
await browser.close();
