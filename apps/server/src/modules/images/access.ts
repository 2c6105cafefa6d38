/** Who is calling a portal or image route: an agent (own records only) or the administrator (any record). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import * as s from '../../db/schema.js';
import { bearerToken, requireAgent } from '../../lib/auth.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { sha256 } from '../../lib/tokens.js';

export type Caller = { kind: 'admin' } | { kind: 'agent'; agentId: number };

/** onRequest hook: an admin session, else a valid agent session, else 401. */
export async function requireAgentOrAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue');
  const [admin] = await request.server.deps.database.db
    .select({ id: s.adminSessions.id })
    .from(s.adminSessions)
    .where(and(eq(s.adminSessions.tokenHash, sha256(token)), gt(s.adminSessions.expiresAt, new Date())));
  if (admin) {
    request.adminSessionId = admin.id;
    return;
  }
  await requireAgent(request, reply);
}

export function callerOf(request: FastifyRequest): Caller {
  if (request.adminSessionId !== undefined) return { kind: 'admin' };
  if (request.agent) return { kind: 'agent', agentId: request.agent.agentId };
  throw unauthorized('Please sign in to continue');
}

/** 403 unless the caller is the administrator or the agent that owns the record. */
export function assertOwner(caller: Caller, ownerAgentId: number | null): void {
  if (caller.kind === 'admin') return;
  if (ownerAgentId === null || caller.agentId !== ownerAgentId) throw forbidden('You can only change your own agency');
}

/** The caller behind a bearer token if it is a valid admin or agent session; undefined otherwise (never throws 401). */
export async function optionalCaller(request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    await requireAgentOrAdmin(request, reply);
    return callerOf(request);
  } catch {
    return undefined;
  }
}
