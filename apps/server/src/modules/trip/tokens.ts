/**
 * Trip-page links: a random token per e-mail (32 bytes, base64url), only its SHA-256 stored, like password
 * tokens. They do not expire (a traveller may come back months later) but can be revoked. Since only hashes
 * are kept, a link cannot be rebuilt later: each e-mail to the traveller mints its own (docs/decisions/009).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { routes } from '@safari/contract';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';

export async function issueTripLink(db: DbOrTx, travelerId: string, publicBaseUrl: string): Promise<string> {
  const token = newSecretToken();
  await db.insert(s.tripTokens).values({ travelerId, tokenHash: sha256(token) });
  return `${publicBaseUrl}${routes.trip(token)}`;
}

/** The traveller a trip token belongs to; 404 for an unknown or revoked one (the same answer for both). */
export async function travelerOfTripToken(db: DbOrTx, token: string): Promise<string> {
  const [row] = await db
    .select({ travelerId: s.tripTokens.travelerId })
    .from(s.tripTokens)
    .where(and(eq(s.tripTokens.tokenHash, sha256(token)), isNull(s.tripTokens.revokedAt)));
  if (!row) throw notFound('Trip page');
  return row.travelerId;
}

/** Revokes every trip link of a traveller (a forwarded e-mail, a lost phone). */
export async function revokeTripLinks(db: DbOrTx, travelerId: string, at = new Date()): Promise<void> {
  await db.update(s.tripTokens).set({ revokedAt: at }).where(and(eq(s.tripTokens.travelerId, travelerId), isNull(s.tripTokens.revokedAt)));
}
