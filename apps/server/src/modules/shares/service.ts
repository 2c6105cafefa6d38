import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { SHARE_TOKEN_PATTERN, type CreateShareBody, type ShareData } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { shares } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { newShareToken, sha256 } from '../../lib/tokens.js';

/** A shared plan is a snapshot for friends and family; after half a year the link stops working. */
export const SHARE_LIFETIME_DAYS = 180;
/** The spec's share_data is about 5 levels deep; anything far deeper is not a travel plan. */
export const SHARE_MAX_DEPTH = 16;

/** Walks iteratively, so a hostile `[[[[…]]]]` cannot exhaust the stack here (PostgreSQL's jsonb would). */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) max = depth;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return max;
}

export async function createShare(db: DbOrTx, input: CreateShareBody, publicBaseUrl: string) {
  if (jsonDepth(input.share_data) > SHARE_MAX_DEPTH) {
    throw badRequest('Invalid request', ['share_data: nested too deeply']);
  }
  const token = newShareToken();
  await db.insert(shares).values({
    tokenHash: sha256(token),
    shareType: input.share_type,
    sharedBy: input.shared_by ?? null,
    shareData: input.share_data,
    expiresAt: new Date(Date.now() + SHARE_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
  });
  return { share_url: `${publicBaseUrl}/shared/${token}`, share_token: token };
}

/** Unknown, expired and malformed tokens all read as "not found". */
export async function findShare(db: DbOrTx, token: string): Promise<ShareData | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .select({ shareData: shares.shareData })
    .from(shares)
    .where(and(eq(shares.tokenHash, sha256(token)), or(isNull(shares.expiresAt), gt(shares.expiresAt, now))));
  return row ? (row.shareData as ShareData) : null;
}
