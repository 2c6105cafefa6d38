/** Hostile and ordinary uploads through the real app and the local storage (DATA_DIR/uploads). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { UPLOAD_FILE } from '../media/routes.js';
import * as s from '../../db/schema.js';
import { agentWithSession, jpeg, png, upload } from './test-helpers.js';

describe('image uploads', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof agentWithSession>>;
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
  const stored = () => readdirSync(uploadsDir(), { withFileTypes: true }).map((d) => d.name);
  const agentUrl = () => `/api/images/agent/${owner.agentId}`;
  const expUrl = () => `/api/images/experience/${owner.experience.id}`;
  const fileOf = (url: string) => path.join(uploadsDir(), url.replace('/media/uploads/', ''));

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await agentWithSession(ctx);
  }, 120_000);
  afterAll(async () => ctx?.close(), 60_000);

  it('a JPEG becomes WebP variants under generated names, served as image/webp with nosniff', async () => {
    const res = await upload(ctx, agentUrl(), owner.token, { description: 'Our office', imageType: 'office', isPrimary: 'false', displayOrder: '3' }, [{ filename: 'office.jpg', data: await jpeg(2000, 1200) }]);
    expect(res.statusCode, res.body).toBe(200);
    const [image] = res.json().images;
    expect(image).toEqual(expect.objectContaining({ image_description: 'Our office', image_type: 'office', display_order: 3, is_primary: false }));
    expect(image.image_url).toMatch(/^\/media\/uploads\/a\d+-[0-9a-f]{24}-1024\.webp$/);
    const base = image.image_url.replace('/media/uploads/', '').replace('-1024.webp', '');
    expect(stored().filter((f) => f.startsWith(base)).sort()).toEqual([1024, 1600, 320, 640].map((w) => `${base}-${w}.webp`));
    expect((await sharp(fileOf(image.image_url)).metadata()).width).toBe(1024);
    // Never enlarged: the 2000-pixel source gives a 1600 variant, not more.
    expect((await sharp(fileOf(image.image_url.replace('-1024', '-1600'))).metadata()).width).toBe(1600);

    const served = await ctx.app.inject({ method: 'GET', url: image.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it('a file over 5 MB is refused with 413 in the error shape, and nothing is stored', async () => {
    const before = stored().length;
    const big = Buffer.concat([await jpeg(), randomBytes(5_242_880)]);
    const res = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'big.jpg', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Maximum size is 5MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(stored().length).toBe(before);
  });

  it('exactly 5 MB is accepted by the size check (then judged as an image)', async () => {
    const exact = Buffer.alloc(5_242_880, 0x20);
    const res = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'exact.jpg', data: exact }]);
    expect(res.statusCode).toBe(400);
  });

  it('more than 5 files in one experience upload is 413', async () => {
    const data = await jpeg();
    const files = Array.from({ length: 6 }, (_, i) => ({ filename: `f${i}.jpg`, data }));
    const res = await upload(ctx, expUrl(), owner.token, {}, files);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('agent images must be JPEG, PNG or WebP by their bytes; a GIF is refused for an agent but re-encoded for an experience', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).gif().toBuffer();
    const agentRes = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'anim.gif', data: gif, contentType: 'image/gif' }]);
    expect(agentRes.statusCode).toBe(400);
    expect(agentRes.json().error).toBe('File "anim.gif" has invalid type. Allowed types: JPEG, PNG, WebP');
    const expRes = await upload(ctx, expUrl(), owner.token, {}, [{ filename: 'anim.gif', data: gif, contentType: 'image/gif' }]);
    expect(expRes.statusCode, expRes.body).toBe(200);
    expect(expRes.json().images[0].image_url).toMatch(/\.webp$/);
    const pngRes = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'logo.png', data: await png(), contentType: 'image/png' }]);
    expect(pngRes.statusCode).toBe(200);
  });

  it('a text file renamed .jpg (and sent as image/jpeg) is refused', async () => {
    const text = Buffer.from('just some notes, not a picture\n'.repeat(20));
    for (const url of [agentUrl(), expUrl()]) {
      const res = await upload(ctx, url, owner.token, {}, [{ filename: 'notes.jpg', data: text, contentType: 'image/jpeg' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const res = await upload(ctx, expUrl(), owner.token, {}, [{ filename: 'x.jpg', data: svg }]);
    expect(res.statusCode).toBe(400);
  });

  it('a polyglot (JPEG magic bytes followed by HTML) is refused; a real JPEG with a script appended is re-encoded without it', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(10))]);
    const res = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'poly.jpg', data: fake }]);
    expect(res.statusCode).toBe(400);

    const polyglot = Buffer.concat([await jpeg(), Buffer.from('<script>alert(document.cookie)</script>')]);
    const ok = await upload(ctx, agentUrl(), owner.token, {}, [{ filename: 'poly2.jpg', data: polyglot }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const file = readFileSync(fileOf(ok.json().images[0].image_url));
    expect(file.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(file.includes(Buffer.from('<script'))).toBe(false);
  });

  it('a pixel flood (16000×16000 PNG of well under 5 MB) is refused without decoding it', async () => {
    const flood = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(flood.length).toBeLessThan(5_242_880);
    const res = await upload(ctx, expUrl(), owner.token, {}, [{ filename: 'flood.png', data: flood, contentType: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('File "flood.png" is too large in pixels');
  });

  it('EXIF (GPS included) is gone from every stored variant, and EXIF orientation is applied', async () => {
    const withGps = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '3/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 21/1 0/1' } } })
      .toBuffer();
    const meta = await sharp(withGps).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.orientation).toBe(6);
    expect(withGps.includes(Buffer.from('GPS')) || withGps.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await upload(ctx, expUrl(), owner.token, {}, [{ filename: 'kili.jpg', data: withGps }]);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().images[0].image_url;
    for (const w of [320, 640, 1024, 1600]) {
      const file = fileOf(url.replace('-1024.webp', `-${w}.webp`));
      const m = await sharp(file).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      const bytes = readFileSync(file);
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
      // Orientation 6 (rotate 90°): the 80×40 source is stored upright as 40×80.
      expect([m.width, m.height]).toEqual([40, 80]);
    }
  });

  it('path-like file names never reach the disk: every stored file has a generated flat name', async () => {
    for (const filename of ['../../etc/passwd.jpg', '..\\..\\windows\\win.ini.jpg', '/etc/shadow.jpg', 'a%2f..%2fb.jpg']) {
      const res = await upload(ctx, agentUrl(), owner.token, {}, [{ filename, data: await jpeg() }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().images[0].image_url).toMatch(/^\/media\/uploads\/a\d+-[0-9a-f]{24}-1024\.webp$/);
    }
    for (const name of stored()) expect(name).toMatch(UPLOAD_FILE);
    expect(readdirSync(ctx.dataDir).sort()).not.toContain('etc');
  });

  it('no file and unexpected fields are 400; a non-multipart body is 4xx', async () => {
    expect((await upload(ctx, agentUrl(), owner.token, { description: 'x' }, [])).statusCode).toBe(400);
    expect((await upload(ctx, agentUrl(), owner.token, { imageType: 'selfie' }, [{ filename: 'a.jpg', data: await jpeg() }])).statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: agentUrl(), payload: { image: 'x' }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('set primary and delete show on the public agent page right away; a deleted image leaves no files', async () => {
    const a = await upload(ctx, agentUrl(), owner.token, { imageType: 'gallery' }, [{ filename: 'one.jpg', data: await jpeg(60, 60, { r: 1, g: 2, b: 3 }) }]);
    const b = await upload(ctx, agentUrl(), owner.token, { imageType: 'gallery' }, [{ filename: 'two.jpg', data: await jpeg(60, 60, { r: 9, g: 8, b: 7 }) }]);
    const first = a.json().images[0];
    const second = b.json().images[0];
    const auth = { authorization: `Bearer ${owner.token}` };

    expect((await ctx.app.inject({ method: 'PUT', url: `/api/images/${second.id}/primary`, headers: auth })).statusCode).toBe(200);
    let pub = (await ctx.app.inject({ method: 'GET', url: `/api/agents/${owner.agentId}` })).json();
    const images = JSON.stringify(pub);
    expect(images).toContain(second.image_url);
    const rows = await ctx.database.db.select().from(s.agentImages).where(eq(s.agentImages.agentId, owner.agentId));
    expect(rows.filter((r) => r.isPrimary).map((r) => r.id)).toEqual([second.id]);

    const base = first.image_url.replace('/media/uploads/', '').replace('-1024.webp', '');
    expect(stored().filter((f) => f.startsWith(base))).toHaveLength(4);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/images/${first.id}`, headers: auth })).statusCode).toBe(200);
    expect(stored().filter((f) => f.startsWith(base))).toEqual([]);
    pub = (await ctx.app.inject({ method: 'GET', url: `/api/agents/${owner.agentId}` })).json();
    expect(JSON.stringify(pub)).not.toContain(first.image_url);
    expect((await ctx.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);
  });

  it('experience images: the first of a batch is primary when asked, and the public experience shows them', async () => {
    const res = await upload(ctx, expUrl(), owner.token, { isPrimary: 'true', description: 'Crater rim' }, [
      { filename: 'a.jpg', data: await jpeg(50, 50) },
      { filename: 'b.png', data: await png(), contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b] = res.json().images;
    expect([a.is_primary, b.is_primary, a.display_order, b.display_order]).toEqual([true, false, 1, 2]);
    let pub = (await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` })).json();
    expect(pub.primary_image).toBe(a.image_url);
    const auth = { authorization: `Bearer ${owner.token}` };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/images/experience/${b.id}/primary`, headers: auth })).statusCode).toBe(200);
    pub = (await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` })).json();
    expect(pub.primary_image).toBe(b.image_url);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/images/experience/${b.id}`, headers: auth })).statusCode).toBe(200);
    pub = (await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` })).json();
    expect(JSON.stringify(pub)).not.toContain(b.image_url);
    const search = (await ctx.app.inject({ method: 'GET', url: `/api/experiences?q=${encodeURIComponent(owner.experience.experienceName)}` })).json();
    expect(search.experiences[0].images.map((i: { image_url: string }) => i.image_url)).toContain(a.image_url);
  });
});
