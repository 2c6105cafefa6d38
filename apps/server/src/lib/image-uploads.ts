/**
 * The upload pipeline (DESIGN.md §4 'Security details'): the 5 MB cap is enforced by @fastify/multipart while
 * the file streams in (so at most 5 MB per file is ever held), the type comes from magic bytes (file-type), and
 * sharp decodes with a pixel cap, applies EXIF orientation and re-encodes to WebP without any metadata (EXIF, GPS,
 * XMP, ICC names). Stored names are generated; the client's file name is never used.
 */
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES, IMAGE_DEFAULT_WIDTH, IMAGE_WIDTHS, UPLOAD_LIMITS } from '@safari/contract';
import { AppError, badRequest } from './errors.js';
import { decodeImage, WEBP_QUALITY } from './images.js';
import type { Storage } from './storage/index.js';

export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.fileBytes,
  files: UPLOAD_LIMITS.experienceFiles,
  parts: UPLOAD_LIMITS.parts,
  fields: UPLOAD_LIMITS.fields,
  fieldSize: UPLOAD_LIMITS.fieldBytes,
  fieldNameSize: 100,
  headerPairs: 100,
} as const;

export interface UploadForm {
  fields: Record<string, string>;
  files: Array<{ data: Buffer; filename: string }>;
}

const FILE_FIELDS = new Set(['image', 'images', 'file', 'files']);

export const tooLarge = () => new AppError(ERROR_CODES.tooLarge, 'Maximum size is 5MB');

/** Reads a multipart request: fields as text, files as buffers of at most 5 MB each (the limit applies while streaming). */
export async function readUploadForm(request: FastifyRequest, maxFiles: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data upload');
  const form: UploadForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, files: maxFiles } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (!FILE_FIELDS.has(file.fieldname)) {
          file.file.resume();
          throw badRequest(`Unexpected file field "${file.fieldname.slice(0, 50)}"`);
        }
        const data = await file.toBuffer();
        if (data.length > 0) form.files.push({ data, filename: file.filename });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (e.code === 'FST_FILES_LIMIT') throw new AppError(ERROR_CODES.tooLarge, `Maximum ${maxFiles} files allowed`);
    if (e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') throw new AppError(ERROR_CODES.tooLarge, 'Too many form fields');
    if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || e.code === 'FST_PROTO_VIOLATION') throw badRequest('Malformed upload');
    throw err;
  }
  return form;
}

/** JPEG, PNG or WebP for agent images; any raster image sharp decodes for experience images (re-encoded anyway). */
export async function checkImageType(data: Buffer, filename: string, kind: 'agent' | 'experience'): Promise<void> {
  const type = await fileTypeFromBuffer(data);
  const name = safeName(filename);
  if (kind === 'agent') {
    if (!type || !(UPLOAD_LIMITS.agentMimeTypes as readonly string[]).includes(type.mime)) {
      throw badRequest(`File "${name}" has invalid type. Allowed types: JPEG, PNG, WebP`);
    }
  } else if (!type || !type.mime.startsWith('image/') || type.mime === 'image/svg+xml') {
    throw badRequest(`File "${name}" is not a valid image file`);
  }
}

/** For messages only: the client's name, without paths or control characters, shortened. */
function safeName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  return (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069"]/g, '').slice(0, 80) || 'upload';
}

/** Decoding is the memory-heavy step: a few at a time keeps peak RSS bounded under concurrent uploads. */
const MAX_CONCURRENT_DECODES = 2;
let active = 0;
const waiting: Array<() => void> = [];
async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (active >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await fn();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export interface StoredImage {
  /** The generated base name; the variants are `${key}-${width}.webp`. */
  key: string;
  url: string;
}

export const variantKeys = (key: string) => IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`);

/**
 * Re-encodes `data` to WebP at every width and stores the variants under a generated name. A decode failure
 * (truncated file, polyglot that is not really an image, more than MAX_INPUT_PIXELS pixels) is a 400.
 */
export async function storeImage(storage: Storage, data: Buffer, prefix: string, filename: string): Promise<StoredImage> {
  const key = `${prefix}-${randomBytes(12).toString('hex')}`;
  const variants = await withDecodeSlot(async () => {
    try {
      const base = decodeImage(data, { animated: false }).rotate();
      const meta = await base.metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
      return await Promise.all(
        IMAGE_WIDTHS.map(async (width) => ({
          width,
          data: await base.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer(),
        })),
      );
    } catch (err) {
      const message = String((err as Error).message);
      if (/pixel limit/i.test(message)) throw badRequest(`File "${safeName(filename)}" is too large in pixels`);
      throw badRequest(`File "${safeName(filename)}" is not a valid image file`);
    }
  });
  const written: string[] = [];
  try {
    for (const v of variants) {
      const name = `${key}-${v.width}.webp`;
      await storage.put(name, v.data, 'image/webp');
      written.push(name);
    }
  } catch (err) {
    await storage.delete(written).catch(() => undefined);
    throw err;
  }
  return { key, url: storage.url(`${key}-${IMAGE_DEFAULT_WIDTH}.webp`) };
}

export async function deleteStoredImage(storage: Storage, key: string | null): Promise<void> {
  if (key) await storage.delete(variantKeys(key));
}
