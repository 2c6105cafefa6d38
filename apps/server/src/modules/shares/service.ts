import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { routes, SHARE_TOKEN_PATTERN, type CreateShareBody, type ShareData } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import { shares } from '../../db/schema.js';
import { newShareToken, sha256 } from '../../lib/tokens.js';

/** A shared plan is a snapshot for friends and family; after half a year the link stops working. */
export const SHARE_LIFETIME_DAYS = 180;
export async function createShare(db: DbOrTx, input: CreateShareBody, publicBaseUrl: string) {
  const token = newShareToken();
  await db.insert(shares).values({
    tokenHash: sha256(token),
    shareType: input.share_type,
    // The spec's client sends the traveller id here, and a traveller id is a credential: keep only a pseudonym.
    sharedBy: input.shared_by ? sha256(input.shared_by) : null,
    shareData: input.share_data,
    expiresAt: new Date(Date.now() + SHARE_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
  });
  return { share_url: `${publicBaseUrl}${routes.shared(token)}`, share_token: token };
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
