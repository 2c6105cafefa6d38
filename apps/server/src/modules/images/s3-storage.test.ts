/**
 * S3 mode against a real S3-protocol server (s3rver) started here on 127.0.0.1 with a random port and a temp
 * directory: the AWS SDK does real signed HTTP requests, nothing of it is mocked.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { agentWithSession, jpeg, upload } from './test-helpers.js';

describe('image storage on S3 (S3_* set)', { timeout: 60_000 }, () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let ctx: TestContext;
  const bucket = 'safari-uploads';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const info = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${info.port}`;
    ctx = await createTestContext({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('uploads land in the bucket as WebP variants under S3_PUBLIC_URL; nothing under DATA_DIR/uploads; delete removes every variant', async () => {
    expect(ctx.app.deps.storage.kind).toBe('s3');
    const owner = await agentWithSession(ctx);
    const res = await upload(ctx, `/api/images/experience/${owner.experience.id}`, owner.token, { description: 'Bucket test' }, [{ filename: 'a.jpg', data: await jpeg(1200, 800) }]);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().images[0];
    expect(image.image_url).toMatch(new RegExp(`^${endpoint}/${bucket}/e\\d+-[0-9a-f]{24}-1024\\.webp$`));

    const variants = [320, 640, 1024, 1600].map((w) => image.image_url.replace('-1024.webp', `-${w}.webp`));
    for (const url of variants) {
      const got = await fetch(url);
      expect(got.status, url).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
    }
    expect(existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);

    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/experiences/${owner.experience.id}` })).json();
    expect(pub.images.map((i: { image_url: string }) => i.image_url)).toContain(image.image_url);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/images/experience/${image.id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(del.statusCode).toBe(200);
    for (const url of variants) expect((await fetch(url)).status, url).toBe(404);
  });
});
