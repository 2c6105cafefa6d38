/**
 * Bearer sessions for agents and the admin (DESIGN.md §4): opaque 256-bit tokens, only their SHA-256
 * stored, fixed expiry. `requireAgent` / `requireAdmin` are preHandlers for every protected route.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import * as s from '../db/schema.js';
import { unauthorized } from './errors.js';
import { newSecretToken, sha256 } from './tokens.js';

export const AGENT_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** last_used_at is informational; writing it on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface AgentPrincipal {
  accountId: number;
  agentId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAgent. */
    agent?: AgentPrincipal;
    /** Set by requireAdmin. */
    adminSessionId?: number;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return match?.[1];
}

// ---------------------------------------------------------------- agent sessions

export async function createAgentSession(db: DbOrTx, accountId: number): Promise<string> {
  const token = newSecretToken();
  await db.insert(s.agentSessions).values({
    accountId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + AGENT_SESSION_TTL_MS),
  });
  // Expired rows of this account are dead weight; clearing them here keeps the table small without a job.
  await db.delete(s.agentSessions).where(and(eq(s.agentSessions.accountId, accountId), lt(s.agentSessions.expiresAt, new Date())));
  return token;
}

export async function findAgentSession(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      sessionId: s.agentSessions.id,
      accountId: s.agentAccounts.id,
      agentId: s.agentAccounts.agentId,
      lastUsedAt: s.agentSessions.lastUsedAt,
    })
    .from(s.agentSessions)
    .innerJoin(s.agentAccounts, eq(s.agentAccounts.id, s.agentSessions.accountId))
    .where(and(eq(s.agentSessions.tokenHash, sha256(token)), gt(s.agentSessions.expiresAt, new Date()), eq(s.agentAccounts.status, 'active')));
  return row;
}

export async function deleteAgentSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(s.agentSessions).where(eq(s.agentSessions.tokenHash, sha256(token)));
}

/** Ends every session of an account (after a password reset or setup), optionally keeping one. */
export async function deleteAgentSessions(db: DbOrTx, accountId: number, exceptToken?: string): Promise<void> {
  const keep = exceptToken ? sql` and ${s.agentSessions.tokenHash} <> ${sha256(exceptToken)}` : sql``;
  await db.delete(s.agentSessions).where(sql`${s.agentSessions.accountId} = ${accountId}${keep}`);
}

/** onRequest/preHandler hook: a valid, unexpired agent session or 401. Sets request.agent. Prefer onRequest: it runs before body validation. */
export async function requireAgent(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue');
  const { db } = request.server.deps.database;
  const session = await findAgentSession(db, token);
  if (!session) throw unauthorized('Your session has expired. Please sign in again.');
  if (!session.lastUsedAt || Date.now() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(s.agentSessions).set({ lastUsedAt: new Date() }).where(eq(s.agentSessions.id, session.sessionId));
  }
  request.agent = { accountId: session.accountId, agentId: session.agentId };
}

/** The principal set by requireAgent; a route that forgot the preHandler fails closed. */
export function agentOf(request: FastifyRequest): AgentPrincipal {
  if (!request.agent) throw unauthorized('Please sign in to continue');
  return request.agent;
}

// ---------------------------------------------------------------- admin sessions

export async function createAdminSession(db: DbOrTx): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_TTL_MS);
  await db.insert(s.adminSessions).values({ tokenHash: sha256(token), expiresAt });
  await db.delete(s.adminSessions).where(lt(s.adminSessions.expiresAt, new Date()));
  return { token, expiresAt };
}

export async function deleteAdminSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(s.adminSessions).where(eq(s.adminSessions.tokenHash, sha256(token)));
}

/** onRequest/preHandler hook: a valid admin session (from POST /api/admin/login) or 401. Prefer onRequest. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Admin sign-in required');
  const { db } = request.server.deps.database;
  const [row] = await db
    .select({ id: s.adminSessions.id })
    .from(s.adminSessions)
    .where(and(eq(s.adminSessions.tokenHash, sha256(token)), gt(s.adminSessions.expiresAt, new Date())));
  if (!row) throw unauthorized('Admin session expired. Please sign in again.');
  request.adminSessionId = row.id;
}
