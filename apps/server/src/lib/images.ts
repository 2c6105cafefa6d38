/**
 * sharp helpers shared by the generated demo imagery and (later) uploads: decode with a pixel cap,
 * honour EXIF orientation, drop metadata, and encode WebP at the widths the web app's srcset expects.
 */
import sharp from 'sharp';

/** A decompression-bomb guard: a small PNG can declare 16000×16000 pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;

export interface WebpVariant {
  width: number;
  height: number;
  data: Buffer;
}

function decode(input: Buffer | string) {
  return sharp(typeof input === 'string' ? Buffer.from(input) : input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * One WebP of `width` pixels (never upscaled for rasters). Orientation is applied and metadata
 * (EXIF, GPS, ICC names) is not copied, since sharp only keeps it when asked.
 */
export async function renderWebp(input: Buffer | string, width: number, quality = WEBP_QUALITY): Promise<WebpVariant> {
  const { data, info } = await decode(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Every requested width from one input; widths larger than the source keep the source size. */
export async function renderWebpVariants(input: Buffer | string, widths: readonly number[], quality = WEBP_QUALITY): Promise<WebpVariant[]> {
  const out: WebpVariant[] = [];
  for (const width of widths) out.push(await renderWebp(input, width, quality));
  return out;
}

/**
 * An SVG document drawn at exactly its declared size (the caller sizes it for the target width),
 * encoded as WebP. Vector input is rasterised directly at the target size, so no resize pass is needed.
 */
export async function renderSvgWebp(svg: string, quality = WEBP_QUALITY, effort = 2): Promise<Buffer> {
  return decode(svg).webp({ quality, effort }).toBuffer();
}

/** Magic bytes of a WebP file: "RIFF" ···· "WEBP". */
export function isWebp(data: Buffer): boolean {
  return data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP';
}
