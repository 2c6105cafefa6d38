import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

/** A hashed script as the build writes it: the file, and the .br (brotli 11) and .gz (gzip 9) beside it. */
const script = `export const rows = [${Array.from({ length: 1500 }, (_, i) => (i * 7919) % 10007).join(',')}];`;
const scriptBr = brotliCompressSync(script, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
const scriptGz = gzipSync(script, { level: 9 });

describe('serving the built web app', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'safari-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Safari</title><meta name="description" content="x"><!--page-meta--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.br'), scriptBr);
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js.gz'), scriptGz);
    writeFileSync(path.join(webDist, 'assets', 'chunk-DeF456.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const getAsset = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const expectCachedScript = (res: Awaited<ReturnType<typeof getAsset>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
  };

  it("sends the build's brotli file to browsers that accept brotli", async () => {
    const res = await getAsset('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expectCachedScript(res);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(scriptBr)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("sends the build's gzip file to clients that accept only gzip", async () => {
    const res = await getAsset('/assets/index-AbC123.js', 'gzip');
    expectCachedScript(res);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(scriptGz)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the script itself to clients that accept neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await getAsset('/assets/index-AbC123.js', acceptEncoding);
      expectCachedScript(res);
      expect(res.headers['content-encoding'] ?? 'identity', String(acceptEncoding)).toBe('identity');
      expect(res.body).toBe(script);
    }
  });

  it('still compresses an asset the build wrote no compressed copies of', async () => {
    const res = await getAsset('/assets/chunk-DeF456.js', 'br, gzip');
    expectCachedScript(res);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('compresses the HTML of pages for clients that accept it', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/tours', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');

    const gzip = await ctx.app.inject({ method: 'GET', url: '/tours', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');

    const plain = await ctx.app.inject({ method: 'GET', url: '/tours' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('serves every app route as the HTML shell, never cached', async () => {
    for (const url of ['/', '/tours', '/agent/login', '/some/unknown/page?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers missing API, media and asset paths with the JSON 404, not the shell', async () => {
    for (const url of ['/api/nope', '/assets/missing-123.js', '/media/demo/..%2F..%2Fadmin-password.txt', '/media/uploads/nothing.webp']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/tours' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves root files of the build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });

  it('sends security headers with pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
