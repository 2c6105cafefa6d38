/**
 * Single-use setup and reset links (DESIGN.md §4): 32 random bytes, only the SHA-256 stored, a newer
 * token of the same purpose voids the older ones. Setup links live 72 hours because the approval
 * e-mail may be opened days later; reset links 1 hour (docs/decisions/002-agent-application-completion.md).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';

export type TokenPurpose = 'setup' | 'reset';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  setup: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};
/** A setup link re-sent within this interval would only flood the inbox: the fresh one is still valid. */
export const SETUP_RESEND_INTERVAL_MS = 60 * 1000;

export async function issuePasswordToken(db: DbOrTx, accountId: number, purpose: TokenPurpose): Promise<string> {
  const token = newSecretToken();
  await db
    .delete(s.passwordTokens)
    .where(and(eq(s.passwordTokens.accountId, accountId), eq(s.passwordTokens.purpose, purpose), isNull(s.passwordTokens.usedAt)));
  await db.insert(s.passwordTokens).values({
    accountId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** True when a setup link went out moments ago (so "we have sent you a new link" is already true). */
export async function setupLinkRecentlySent(db: DbOrTx, accountId: number): Promise<boolean> {
  const [latest] = await db
    .select({ createdAt: s.passwordTokens.createdAt })
    .from(s.passwordTokens)
    .where(and(eq(s.passwordTokens.accountId, accountId), eq(s.passwordTokens.purpose, 'setup'), isNull(s.passwordTokens.usedAt)))
    .orderBy(desc(s.passwordTokens.createdAt))
    .limit(1);
  return !!latest && Date.now() - latest.createdAt.getTime() < SETUP_RESEND_INTERVAL_MS;
}

/** The account a token opens, when the token is known, unused and unexpired (reading only). */
export async function findUsableToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ id: s.passwordTokens.id, accountId: s.passwordTokens.accountId })
    .from(s.passwordTokens)
    .where(
      and(
        eq(s.passwordTokens.tokenHash, sha256(token)),
        eq(s.passwordTokens.purpose, purpose),
        isNull(s.passwordTokens.usedAt),
        gt(s.passwordTokens.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Marks the token used in one conditional statement, so two concurrent uses cannot both succeed. */
export async function consumeToken(db: DbOrTx, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(s.passwordTokens)
    .set({ usedAt: new Date() })
    .where(sql`${s.passwordTokens.id} = ${tokenId} and ${s.passwordTokens.usedAt} is null and ${s.passwordTokens.expiresAt} > now()`)
    .returning({ id: s.passwordTokens.id });
  return rows.length === 1;
}

/** After a password is set, every other outstanding link of the account is void. */
export async function voidOutstandingTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(s.passwordTokens).where(and(eq(s.passwordTokens.accountId, accountId), isNull(s.passwordTokens.usedAt)));
}
