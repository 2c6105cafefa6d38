import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4417';
const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const widths = (process.env.W ?? '390,1280').split(',').map(Number);
const pages = (process.env.PAGES ?? '').split(',').filter(Boolean);
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 768 ? 844 : 800 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  if (process.env.TOKEN) await page.addInitScript((t) => localStorage.setItem('agentToken', t), process.env.TOKEN);
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(1200);
    const name = `${p.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`;
    await page.screenshot({ path: `/tmp/acctw-shots/${name}`, fullPage: true });
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
