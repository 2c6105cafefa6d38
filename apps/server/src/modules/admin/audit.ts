/** The append-only admin audit log: the app only inserts (a trigger refuses UPDATE and DELETE). */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminAuditResponse } from '@safari/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { bearerToken } from '../../lib/auth.js';
import { unauthorized } from '../../lib/errors.js';
import { sha256 } from '../../lib/tokens.js';

export interface AuditInput {
  action: string;
  targetType: 'agent' | 'experience';
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
}

/** Who acted: 'admin:' and a prefix of the session's stored token hash (names the session, never the token). */
export function actorOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token || request.adminSessionId === undefined) throw unauthorized('Admin sign-in required');
  return `admin:${sha256(token).slice(0, 10)}`;
}

export async function writeAudit(db: DbOrTx, actor: string, entry: AuditInput): Promise<void> {
  await db.insert(s.adminAuditLog).values({ actor, ...entry, reason: entry.reason ?? null });
}

export async function listAudit(
  db: DbOrTx,
  query: { action?: string; target_type?: string; target_id?: number; page: number },
): Promise<AdminAuditResponse> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(s.adminAuditLog.action, query.action));
  if (query.target_type) conditions.push(eq(s.adminAuditLog.targetType, query.target_type));
  if (query.target_id !== undefined) conditions.push(eq(s.adminAuditLog.targetId, query.target_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s.adminAuditLog)
      .where(where)
      .orderBy(desc(s.adminAuditLog.createdAt), desc(s.adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(s.adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}
