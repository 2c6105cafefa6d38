/**
 * Upload benchmark (`npm run bench:upload`): 20 concurrent uploads of a ~5 MB JPEG to POST /api/images/agent/{id}
 * against the real app in a child process (fresh PGlite, local storage). Prints throughput and the server's peak RSS.
 * The pipeline streams each file with a 5 MB cap and decodes at most two at a time, so peak RSS must stay bounded
 * (well under 20 × the decoded size). A benchmark prints figures; it is not a test.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const CONCURRENCY = Number(process.env.BENCH_UPLOADS ?? 20);
const LIMIT = 5_242_880;
const here = path.dirname(fileURLToPath(import.meta.url));
const mb = (n: number) => (n / 1_048_576).toFixed(1);

/** A noisy JPEG (noise does not compress) just under the 5 MB limit. */
async function fiveMbJpeg(): Promise<Buffer> {
  let side = 2600;
  for (let i = 0; i < 12; i++) {
    const data = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (data.length <= LIMIT && data.length > LIMIT * 0.9) return data;
    side = Math.round(side * Math.sqrt((LIMIT * 0.95) / data.length));
  }
  throw new Error('could not make a 5 MB JPEG');
}

interface Ready { port: number; token: string; agentId: number; rss: { peak: number; current: number } }

async function main() {
  const image = await fiveMbJpeg();
  const child = fork(path.join(here, 'upload-serve.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`upload server exited with code ${code}`)));
  });
  const askRss = () => new Promise<{ peak: number; current: number }>((resolve) => {
    child.once('message', (m) => resolve((m as { rss: { peak: number; current: number } }).rss));
    child.send('rss');
  });

  const url = `http://127.0.0.1:${ready.port}/api/images/agent/${ready.agentId}`;
  const one = async (i: number) => {
    const form = new FormData();
    form.set('description', `Bench ${i}`);
    form.set('imageType', 'gallery');
    form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `bench-${i}.jpg`);
    const res = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${ready.token}` } });
    await res.arrayBuffer();
    return res.status;
  };

  await one(-1); // warm-up: sharp's first decode loads its codecs
  const before = await askRss();
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => one(i)));
  const seconds = (performance.now() - started) / 1000;
  const after = await askRss();
  child.send('stop');

  const ok = statuses.filter((s) => s === 200).length;
  console.log(`file: ${mb(image.length)} MB JPEG, ${CONCURRENCY} concurrent uploads → ${ok} × 200${ok < CONCURRENCY ? ` (other: ${statuses.filter((s) => s !== 200).join(', ')})` : ''}`);
  console.log(`time: ${seconds.toFixed(2)} s  throughput: ${(ok / seconds).toFixed(2)} uploads/s, ${mb((image.length * ok) / seconds)} MB/s in`);
  console.log(`server RSS: ${mb(before.current)} MB before, peak ${mb(after.peak)} MB (+${mb(after.peak - before.current)} MB for ${mb(image.length * CONCURRENCY)} MB uploaded)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
