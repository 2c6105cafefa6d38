/**
 * One storage interface for uploaded image variants (DESIGN.md §1): local files under DATA_DIR/uploads by default,
 * any S3-compatible store when S3_* is configured. Keys are generated flat names (`UPLOAD_FILE`), never user input.
 */
import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** The URL a browser loads the object from (a path on this server for local storage). */
  url(key: string): string;
}

/** Generated names only: letters, digits, '-' and '_', one '.webp' extension; no separators, no dots. */
export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.webp$/;

function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'local',
    async put(key, data) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const final = path.join(dir, checkKey(key));
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const tmp = `${final}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, final);
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => rm(path.join(dir, checkKey(k)), { force: true })));
    },
    url: (key) => `/media/uploads/${checkKey(key)}`,
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Custom endpoints (MinIO, s3rver, R2 ...) are addressed by path; AWS itself takes virtual hosts.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const base = (settings.publicUrl ?? (settings.endpoint ? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`)).replace(/\/$/, '');
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
          ContentDisposition: 'inline',
        }),
      );
    },
    async delete(keys) {
      if (!keys.length) return;
      await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys.map((k) => ({ Key: checkKey(k) })), Quiet: true } }));
    },
    url: (key) => `${base}/${checkKey(key)}`,
  };
}

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3 as S3Settings) : createLocalStorage(path.join(config.dataDir, 'uploads'));
}
