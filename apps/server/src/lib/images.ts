/**
 * sharp helpers shared by the generated demo imagery and uploads (image-uploads.ts): the decoder's pixel cap, the
 * WebP quality, and a WebP check.
 */
import sharp from 'sharp';

/** A decompression-bomb guard: a small PNG can declare 16000×16000 pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;

/**
 * The one way to open an image: capped at MAX_INPUT_PIXELS, refusing a damaged file. Uploads read only the first
 * frame of an animated file (`animated: false`), so a GIF becomes a still WebP.
 */
export function decodeImage(input: Buffer | string, options: { animated?: boolean } = {}) {
  return sharp(typeof input === 'string' ? Buffer.from(input) : input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', ...options });
}

/**
 * An SVG document drawn at exactly its declared size (the caller sizes it for the target width),
 * encoded as WebP. Vector input is rasterised directly at the target size, so no resize pass is needed.
 */
export async function renderSvgWebp(svg: string, quality = WEBP_QUALITY, effort = 2): Promise<Buffer> {
  return decodeImage(svg).webp({ quality, effort }).toBuffer();
}

/** Magic bytes of a WebP file: "RIFF" ···· "WEBP". */
export function isWebp(data: Buffer): boolean {
  return data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP';
}
