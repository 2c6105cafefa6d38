/** Experience moderation: an administrator hides or restores any experience, with the reason recorded. */
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminExperience, type AdminExperiencesQuery, type AdminExperiencesResponse } from '@safari/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { escapeLike } from '../../lib/search-text.js';
import { writeAudit } from './audit.js';

const columns = {
  id: s.experiences.id,
  experienceName: s.experiences.experienceName,
  agentId: s.experiences.agentId,
  agencyName: s.agents.agencyName,
  country: s.experiences.country,
  isPublished: s.experiences.isPublished,
  hiddenAt: s.experiences.moderationHiddenAt,
  reason: s.experiences.moderationReason,
};
interface Row {
  id: number;
  experienceName: string;
  agentId: number | null;
  agencyName: string | null;
  country: string | null;
  isPublished: boolean;
  hiddenAt: Date | null;
  reason: string | null;
}

function toAdminExperience(r: Row): AdminExperience {
  return {
    id: r.id,
    experience_name: r.experienceName,
    agent_id: r.agentId,
    agency_name: r.agencyName,
    country: r.country,
    is_published: r.isPublished,
    hidden_at: r.hiddenAt?.toISOString() ?? null,
    hidden_reason: r.reason,
  };
}

const moderationState = (r: Row) => ({ hidden_at: r.hiddenAt?.toISOString() ?? null, reason: r.reason });

async function findOne(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select(columns).from(s.experiences).leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId)).where(eq(s.experiences.id, id));
  if (!row) throw notFound('Experience');
  return row;
}

export async function listAdminExperiences(db: DbOrTx, query: AdminExperiencesQuery): Promise<AdminExperiencesResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(sql`(lower(${s.experiences.experienceName}) like ${pattern} or lower(coalesce(${s.agents.agencyName}, '')) like ${pattern} or ${s.experiences.id}::text = ${query.q})`);
  }
  if (query.hidden === 'true') conditions.push(isNotNull(s.experiences.moderationHiddenAt));
  if (query.hidden === 'false') conditions.push(isNull(s.experiences.moderationHiddenAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(s.experiences)
      .leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId))
      .where(where)
      .orderBy(asc(s.experiences.experienceName), asc(s.experiences.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(s.experiences).leftJoin(s.agents, eq(s.agents.id, s.experiences.agentId)).where(where),
  ]);
  return { experiences: rows.map(toAdminExperience), total: total?.n ?? 0, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** Hidden from every public read (isPubliclyVisible) whatever the agent's own publish switch says. */
export async function hideExperience(db: Db, actor: string, id: number, reason: string): Promise<AdminExperience> {
  return db.transaction(async (tx) => {
    const before = await findOne(tx, id);
    await tx.update(s.experiences).set({ moderationHiddenAt: new Date(), moderationReason: reason }).where(eq(s.experiences.id, id));
    const after = await findOne(tx, id);
    await writeAudit(tx, actor, { action: 'experience.hide', targetType: 'experience', targetId: id, before: moderationState(before), after: moderationState(after), reason });
    return toAdminExperience(after);
  });
}

export async function restoreExperience(db: Db, actor: string, id: number): Promise<AdminExperience> {
  return db.transaction(async (tx) => {
    const before = await findOne(tx, id);
    await tx.update(s.experiences).set({ moderationHiddenAt: null, moderationReason: null }).where(eq(s.experiences.id, id));
    const after = await findOne(tx, id);
    await writeAudit(tx, actor, { action: 'experience.restore', targetType: 'experience', targetId: id, before: moderationState(before), after: moderationState(after) });
    return toAdminExperience(after);
  });
}
