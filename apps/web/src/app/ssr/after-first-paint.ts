/** Longest wait: a page that never paints (a background tab) or an image that never settles still gets its app. */
const CAP_MS = 3000;
/** How long to wait for the browser to report the images' paint (Chromium does; Firefox and Safari do not). */
const PAINT_REPORT_MS = 100;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves when the browser has reported a matching paint (at once if it did already, or if it reports none). */
function painted(type: 'paint' | 'largest-contentful-paint', match: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(match)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

const settled = (img: HTMLImageElement) =>
  img.complete ? Promise.resolve() : new Promise<void>((resolve) => ['load', 'error'].forEach((e) => img.addEventListener(e, () => resolve(), { once: true })));

/**
 * Resolves once a server-rendered page is on screen: the first contentful paint presented, and the images it loads
 * at high priority (the hero, the first cards: its largest paint) loaded and presented too. The app's code is
 * evaluated and hydrates the page only then (decision 019): evaluating it and hydrating take the main thread for
 * hundreds of milliseconds on a phone, and a paint waits behind them, so the page the server sent, already readable
 * and with working links, would otherwise appear late.
 */
export function afterFirstPaint(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const firstPaint = painted('paint', (e) => e.name === 'first-contentful-paint');
  const imagesPainted = Promise.all(images.map(settled)).then(async () => {
    // A loaded image is drawn in the next frame; its paint is reported once that frame is presented.
    await frame();
    await frame();
    if (images.length === 0) return;
    const reported = painted('largest-contentful-paint', (e) => images.includes((e as PerformanceEntry & { element?: Element }).element as HTMLImageElement));
    await Promise.race([reported, new Promise((r) => setTimeout(r, PAINT_REPORT_MS))]);
  });
  return Promise.race([Promise.all([firstPaint, imagesPainted]).then(() => undefined), new Promise<void>((r) => setTimeout(r, CAP_MS))]);
}
