/**
 * Website import (issue 12, agent-side.md §4/§7): read an agency's site into drafts, and store the drafts the
 * administrator keeps as unpublished experiences of that agency (the agent reviews and publishes them).
 */
import { eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, experienceDraftSchema, type ExperienceDraft } from '@safari/contract';
import type { DbOrTx } from '../../../db/client.js';
import * as s from '../../../db/schema.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import { SafeFetchError } from '../../../lib/safe-fetch.js';
import { createExperience } from '../../agent-portal/service.js';
import type { AiProvider } from '../provider.js';
import { crawlSite, type CrawlOptions } from './crawl.js';
import { nameKey } from './extract.js';

async function assertAgentExists(db: DbOrTx, agentId: number): Promise<void> {
  const [agent] = await db.select({ id: s.agents.id }).from(s.agents).where(eq(s.agents.id, agentId));
  if (!agent) throw notFound('Agent');
}

/** A fetch failure as the client sees it: the refusal's own words, or that the site could not be read and why. */
function fetchFailure(error: SafeFetchError): AppError {
  if (error.refused) return badRequest(error.message);
  return new AppError(ERROR_CODES.siteUnreachable, MESSAGES.importSiteUnreadable, { fields: { message: error.message } });
}

export async function generateExperiences(
  deps: { db: DbOrTx; ai: AiProvider; crawl?: CrawlOptions },
  input: { url: string; agentId: number; count: number },
): Promise<{ drafts: ExperienceDraft[]; pagesRead: number }> {
  await assertAgentExists(deps.db, input.agentId);
  let pages;
  try {
    pages = await crawlSite(input.url, deps.crawl);
  } catch (error) {
    if (error instanceof SafeFetchError) throw fetchFailure(error);
    throw error;
  }
  const drafts = await deps.ai.generateExperiences(pages, { count: input.count });
  return { drafts: drafts.slice(0, input.count), pagesRead: pages.length };
}

/** Each item on its own: invalid ones and names the agency already has (or that repeat in the list) are skipped. */
export async function importExperiences(db: DbOrTx, agentId: number, items: Record<string, unknown>[]) {
  await assertAgentExists(db, agentId);
  const existing = await db.select({ name: s.experiences.experienceName }).from(s.experiences).where(eq(s.experiences.agentId, agentId));
  const taken = new Set(existing.map((e) => nameKey(e.name) || e.name.toLowerCase()));
  const experienceIds: number[] = [];
  let skippedCount = 0;
  for (const item of items) {
    const parsed = experienceDraftSchema.safeParse({
      experience_type: null,
      description: null,
      location: null,
      price: null,
      duration_days: null,
      ...item,
    });
    const key = parsed.success ? nameKey(parsed.data.experience_name) || parsed.data.experience_name.trim().toLowerCase() : '';
    if (!parsed.success || taken.has(key)) {
      skippedCount++;
      continue;
    }
    taken.add(key);
    const d = parsed.data;
    const id = await createExperience(db, { kind: 'admin' }, {
      agent_id: agentId,
      experience_name: d.experience_name.trim(),
      experience_type: d.experience_type?.trim() || null,
      description: d.description?.trim() || null,
      location: d.location?.trim() || null,
      price: d.price === null ? null : Math.round(d.price * 100) / 100,
      duration_days: d.duration_days,
      status: 'draft',
    });
    experienceIds.push(id);
  }
  return { createdCount: experienceIds.length, skippedCount, experienceIds };
}
