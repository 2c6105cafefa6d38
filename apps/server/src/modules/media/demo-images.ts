/**
 * Renders generated demo images on first request and keeps them on disk: a key names its scene and seed,
 * so any stored URL can be drawn again after the cache is wiped. Concurrent first requests share one render.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSvgWebp } from '../../lib/images.js';
import type { DemoImage } from '../../lib/demo-imagery/demo-keys.js';
import { demoSvg } from '../../lib/demo-imagery/scenes/index.js';

/** Bump when the artwork changes: old cached files are then simply never read again. */
export const RENDER_VERSION = 3;

export interface DemoImageStore {
  /** The WebP bytes and whether they had to be rendered now. */
  get(file: string, image: DemoImage, width: number): Promise<{ data: Buffer; rendered: boolean }>;
  dir: string;
  /** How many renders ran (not requests): concurrent first requests for one file count once. */
  readonly renders: number;
}

/**
 * WebP quality and effort per kind of image. Heroes lie under a page's title (dimmed, or behind a dark gradient) and
 * are the largest thing a first view paints: flat illustrations that look the same at quality 50 and weigh a third
 * less (1024 w: 23.4 → 15.2 KB); six keys rendered once, so they take the slowest, smallest encoding.
 */
function encodingOf(image: DemoImage): [quality: number, effort: number] {
  if (image.kind === 'hero') return [50, 6];
  return image.kind === 'logo' ? [85, 2] : [78, 2];
}

export function createDemoImageStore(dataDir: string): DemoImageStore {
  const dir = path.join(dataDir, 'media-cache', `demo-v${RENDER_VERSION}`);
  const inFlight = new Map<string, Promise<Buffer>>();
  let dirReady: Promise<unknown> | undefined;

  let renders = 0;

  async function renderAndStore(file: string, image: DemoImage, width: number): Promise<Buffer> {
    renders++;
    const data = await renderSvgWebp(demoSvg(image, width), ...encodingOf(image));
    dirReady ??= mkdir(dir, { recursive: true });
    await dirReady;
    // Write then rename: a reader never sees half a file, and two processes racing both end with a whole one.
    const target = path.join(dir, file);
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } catch {
      await rm(temp, { force: true });
    }
    return data;
  }

  return {
    dir,
    get renders() {
      return renders;
    },
    async get(file, image, width) {
      try {
        return { data: await readFile(path.join(dir, file)), rendered: false };
      } catch {
        // Not cached yet: render below.
      }
      let pending = inFlight.get(file);
      if (!pending) {
        pending = renderAndStore(file, image, width).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      return { data: await pending, rendered: true };
    },
  };
}
