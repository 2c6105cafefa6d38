import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session, reset and setup tokens (>= 256 bits). */
export const newSecretToken = () => randomBytes(32).toString('base64url');
/** 16 random bytes (128 bits), base64url: share links. */
export const newShareToken = () => randomBytes(16).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(sha256(a));
  const bb = Buffer.from(sha256(b));
  return timingSafeEqual(ab, bb);
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L: readable over the phone

/** A human-friendly reference such as SAF-7KQ4-M2XD (about 50 bits of randomness). */
export function newReference(prefix: string): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}
