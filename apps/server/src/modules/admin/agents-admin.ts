/** The operator's view of agencies: search, publish or hide (which hides their experiences too), feature, subscription. */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminAgent, type AdminAgentPatchBody, type AdminAgentsQuery, type AdminAgentsResponse } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { escapeLike } from '../../lib/search-text.js';
import { writeAudit } from './audit.js';

const columns = {
  id: s.agents.id,
  agencyName: s.agents.agencyName,
  country: s.agents.country,
  isPublished: s.agents.isPublished,
  isFeatured: s.agents.isFeatured,
  subscriptionStatus: s.agents.subscriptionStatus,
  createdAt: s.agents.createdAt,
  // Qualified by hand: inside a subquery drizzle would print both columns unqualified.
  experiences: sql<number>`(select count(*) from "experiences" e where e."agent_id" = "agents"."id")`.mapWith(Number),
};
interface Row {
  id: number;
  agencyName: string;
  country: string | null;
  isPublished: boolean;
  isFeatured: boolean;
  subscriptionStatus: string;
  createdAt: Date;
  experiences: number;
}

function toAdminAgent(r: Row): AdminAgent {
  return {
    id: r.id,
    agency_name: r.agencyName,
    country: r.country,
    is_published: r.isPublished,
    is_featured: r.isFeatured,
    subscription_status: r.subscriptionStatus,
    experiences: r.experiences,
    created_at: r.createdAt.toISOString(),
  };
}

const STATUS_FILTERS: Record<NonNullable<AdminAgentsQuery['status']>, SQL> = {
  published: eq(s.agents.isPublished, true),
  hidden: eq(s.agents.isPublished, false),
  featured: eq(s.agents.isFeatured, true),
  inactive: ne(s.agents.subscriptionStatus, 'active'),
};

export async function listAdminAgents(db: DbOrTx, query: AdminAgentsQuery): Promise<AdminAgentsResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(sql`(lower(${s.agents.agencyName}) like ${pattern} or lower(${s.agents.contactEmail}) like ${pattern} or ${s.agents.id}::text = ${query.q})`);
  }
  if (query.status) conditions.push(STATUS_FILTERS[query.status]);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(s.agents).where(where).orderBy(asc(s.agents.agencyName), asc(s.agents.id)).limit(ADMIN_PAGE_SIZE).offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(s.agents).where(where),
  ]);
  return { agents: rows.map(toAdminAgent), total: total?.n ?? 0, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** One audit row per changed field group, in the same transaction as the change. */
export async function patchAdminAgent(db: Db, actor: string, id: number, body: AdminAgentPatchBody): Promise<AdminAgent> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(s.agents).where(eq(s.agents.id, id)).for('update');
    if (!before) throw notFound('Agent');
    const set: Partial<typeof s.agents.$inferInsert> = { updatedAt: new Date() };
    const beforeFields: Record<string, unknown> = {};
    const afterFields: Record<string, unknown> = {};
    if (body.is_published !== undefined) {
      set.isPublished = body.is_published;
      beforeFields.is_published = before.isPublished;
      afterFields.is_published = body.is_published;
    }
    if (body.is_featured !== undefined) {
      set.isFeatured = body.is_featured;
      beforeFields.is_featured = before.isFeatured;
      afterFields.is_featured = body.is_featured;
    }
    if (body.subscription_status !== undefined) {
      set.subscriptionStatus = body.subscription_status;
      beforeFields.subscription_status = before.subscriptionStatus;
      afterFields.subscription_status = body.subscription_status;
    }
    await tx.update(s.agents).set(set).where(eq(s.agents.id, id));
    await writeAudit(tx, actor, { action: 'agent.update', targetType: 'agent', targetId: id, before: beforeFields, after: afterFields });
    const [after] = await tx.select(columns).from(s.agents).where(eq(s.agents.id, id));
    return toAdminAgent(after!);
  });
}
