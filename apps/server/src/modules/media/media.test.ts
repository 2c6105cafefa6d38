import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_IMAGES } from '@safari/contract';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { isWebp } from '../../lib/images.js';
import { createDemoImageStore } from './demo-images.js';
import { parseDemoFile, parseDemoKey, shotKey, SUBJECTS, TIMES_OF_DAY } from '../../lib/demo-imagery/demo-keys.js';
import { demoSvg } from '../../lib/demo-imagery/scenes/index.js';

// The vitest projects do not inherit the root timeouts; rendering six 1600-px heroes takes a while on a busy machine.
const SLOW = 120_000;

describe('generated demo images', { timeout: SLOW }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, SLOW);
  afterAll(async () => ctx?.close(), SLOW);

  it('renders a real WebP of the requested width, with long-lived caching headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/demo/savanna-a7f3-640.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(isWebp(res.rawPayload)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(427);
  });

  it('serves the second request from the disk cache', async () => {
    const url = '/media/demo/beach-0b1c-320.webp';
    const first = await ctx.app.inject({ method: 'GET', url });
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cacheDir = createDemoImageStore(ctx.dataDir).dir;
    expect(existsSync(path.join(cacheDir, 'beach-0b1c-320.webp'))).toBe(true);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('renders every hero at every width and logotypes as squares', async () => {
    for (const hero of HERO_IMAGES) {
      const res = await ctx.app.inject({ method: 'GET', url: hero.url });
      expect(res.statusCode, hero.key).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1600, 900]);
    }
    const logo = await ctx.app.inject({ method: 'GET', url: '/media/demo/logo-mountain-kh-7495-320.webp' });
    expect(logo.statusCode).toBe(200);
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });

  it('renders a picture with a subject, and still renders the older scene-only keys', async () => {
    for (const url of ['/media/demo/rainforest-gorilla-dawn-1a2b-640.webp', '/media/demo/town-lane-noon-00ff-640.webp', '/media/demo/volcano-0c0c-640.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', 640, 427]);
    }
  });

  it('draws every subject in every light, differently, and the same key always alike', async () => {
    const svgs = new Set<string>();
    for (const subject of SUBJECTS) {
      for (const time of TIMES_OF_DAY) {
        const image = parseDemoKey(shotKey('savanna', subject, time, '0a0a'))!;
        const svg = demoSvg(image, 320);
        expect(demoSvg(image, 320), `${subject} ${time}`).toBe(svg);
        svgs.add(svg);
      }
      // Rasterising proves the markup is valid SVG; one light per subject keeps the test quick.
      const png = await sharp(Buffer.from(demoSvg(parseDemoKey(shotKey('beach', subject, 'golden', '0b0b'))!, 320))).png().toBuffer();
      expect((await sharp(png).metadata()).width, subject).toBe(320);
    }
    expect(svgs.size).toBe(SUBJECTS.length * TIMES_OF_DAY.length);
  });

  it('answers unknown keys, widths and traversal attempts with the JSON 404', async () => {
    const bad = [
      '/media/demo/savanna-a7f3-500.webp',
      '/media/demo/savanna-a7f3-1024.png',
      '/media/demo/desert-a7f3-1024.webp',
      '/media/demo/savanna-A7F3-1024.webp',
      '/media/demo/savanna-a7f31-1024.webp',
      '/media/demo/hero-moon-1600.webp',
      '/media/demo/logo-rocket-kh-7495-320.webp',
      '/media/demo/..%2F..%2Fpackage.json',
      '/media/demo/%2e%2e%2fsavanna-a7f3-640.webp',
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/.hidden.webp',
      '/media/uploads/photo.png',
      '/media/uploads/missing-file-640.webp',
    ];
    for (const url of bad) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('never serves files outside the media folders, even for dot-dot paths', async () => {
    for (const url of ['/media/demo/../../package.json', '/media/uploads/../../../package.json', '/media/demo/..%252F..%252Fpackage.json']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('@safari/server');
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/webp');
    }
  });

  it('serves stored uploads with a fixed image type', async () => {
    const dir = path.join(ctx.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer();
    writeFileSync(path.join(dir, 'a1b2c3-640.webp'), webp);
    const res = await ctx.app.inject({ method: 'GET', url: '/media/uploads/a1b2c3-640.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(webp)).toBe(true);
  });
});

describe('demo image store', { timeout: SLOW }, () => {
  it('renders once when many first requests for the same image arrive together', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
    const store = createDemoImageStore(dataDir);
    const file = 'lake-1234-320.webp';
    const parsed = parseDemoFile(file)!;
    const results = await Promise.all(Array.from({ length: 6 }, () => store.get(file, parsed.image, parsed.width)));
    expect(store.renders).toBe(1);
    for (const r of results) expect(r.data.equals(results[0]!.data)).toBe(true);
    expect((await store.get(file, parsed.image, parsed.width)).rendered).toBe(false);
    expect(store.renders).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('parses only exact keys and known widths', () => {
    expect(parseDemoFile('savanna-a7f3-1024.webp')).toMatchObject({ width: 1024, image: { kind: 'scene', scene: 'savanna', seed: 0xa7f3 } });
    expect(parseDemoFile('hero-lake-1600.webp')).toMatchObject({ image: { kind: 'hero', key: 'hero-lake' } });
    expect(parseDemoFile('logo-sun-ab-0001-640.webp')).toMatchObject({ image: { kind: 'logo', motif: 'sun', initials: 'ab' } });
    expect(parseDemoFile('rainforest-gorilla-dawn-1a2b-320.webp')).toMatchObject({ width: 320, image: { kind: 'shot', scene: 'rainforest', subject: 'gorilla', time: 'dawn', seed: 0x1a2b } });
    for (const bad of ['rainforest-unicorn-dawn-1a2b-320.webp', 'rainforest-gorilla-night-1a2b-320.webp', 'gorilla-rainforest-dawn-1a2b-320.webp', 'savanna-a7f3-1024.webp.tmp', 'savanna-a7f3-1023.webp', 'savanna--1024.webp', 'x'.repeat(60) + '-1024.webp']) {
      expect(parseDemoFile(bad), bad).toBeNull();
    }
  });
});
