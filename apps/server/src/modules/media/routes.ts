import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '@safari/contract';
import { notFound } from '../../lib/errors.js';
import { experienceImages } from '../../db/schema.js';
import { HERO_KEYS, parseDemoFile } from '../../lib/demo-imagery/demo-keys.js';
import { createDemoImageStore, type DemoImageStore } from './demo-images.js';

/** Generated upload variants: a flat, generated name and nothing else (no dots but the extension, no slashes). */
export const UPLOAD_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.webp$/;

const fileParams = z.object({ file: z.string().max(160) });

function imageHeaders(reply: FastifyReply) {
  return reply
    .type('image/webp')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline');
}

/**
 * /media/demo/<key>-<width>.webp: generated scenes, heroes and logotypes, rendered on first request and cached
 * under DATA_DIR/media-cache. /media/uploads/<name>: stored upload variants from DATA_DIR/uploads.
 * Registered at the root, not under /api.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const store = createDemoImageStore(app.deps.config.dataDir);
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');

  app.get('/media/demo/:file', { schema: { params: fileParams, hide: true } }, async (req, reply) => {
    const { file } = req.params as z.infer<typeof fileParams>;
    const parsed = parseDemoFile(file);
    if (!parsed) throw notFound('Image');
    const { data, rendered } = await store.get(file, parsed.image, parsed.width);
    return imageHeaders(reply).header('X-Cache', rendered ? 'MISS' : 'HIT').send(data);
  });

  app.get('/media/uploads/:file', { schema: { params: fileParams, hide: true } }, async (req, reply) => {
    const { file } = req.params as z.infer<typeof fileParams>;
    if (!UPLOAD_FILE.test(file)) throw notFound('Image');
    const full = path.join(uploadsDir, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw notFound('Image');
    return imageHeaders(reply).header('Content-Length', info.size).send(createReadStream(full));
  });

  // Warm the images a first visitor sees (heroes, the first cards) once the server listens, without delaying it.
  let warmed = false;
  app.addHook('onListen', async () => {
    // onListen fires once per bound address; one warm-up is enough.
    if (warmed) return;
    warmed = true;
    setImmediate(() => {
      warm(app, store).catch((err: Error) => app.log.debug({ err }, 'media warm-up stopped'));
    });
  });
}

async function warm(app: FastifyInstance, store: DemoImageStore) {
  const started = performance.now();
  const files: string[] = [];
  for (const key of HERO_KEYS) files.push(`${key}-1600.webp`, `${key}-640.webp`);
  const rows = await app.deps.database.db
    .select({ url: experienceImages.imageUrl })
    .from(experienceImages)
    .where(eq(experienceImages.isPrimary, true))
    .orderBy(asc(experienceImages.experienceId))
    .limit(12);
  for (const { url } of rows) {
    const m = /^\/media\/demo\/(.+)-\d+\.webp$/.exec(url);
    if (m) files.push(`${m[1]}-${IMAGE_WIDTHS[1]}.webp`);
  }
  let rendered = 0;
  for (const file of files) {
    const parsed = parseDemoFile(file);
    if (!parsed) continue;
    if ((await store.get(file, parsed.image, parsed.width)).rendered) rendered++;
  }
  app.log.info({ rendered, ms: Math.round(performance.now() - started) }, 'demo images warmed');
}
