import { agentSummarySchema, type AgentSummary } from '@safari/contract';
import { perDatabase } from '../../db/per-database.js';
import { responseCacheFor } from '../experiences/serving/response-cache.js';
import { versionMemo } from '../experiences/serving/version-memo.js';
import { loadAgentSummaries } from './summaries.js';

/**
 * Every published agency's lean summary, in id order: what GET /agents filters, searches and pages. One list per
 * catalogue version (version-memo.ts), built when the version's catalogue is warmed (catalogue-warm.ts).
 */
export const agentListFor = perDatabase((database) => versionMemo(() => loadAgentSummaries(database.db, undefined, { lean: true }), responseCacheFor(database).version));

/**
 * An agency summary of the list checked against the contract and serialised (UTF-8), once per summary: the list is one
 * per catalogue version, so an agencies search that no cached answer holds joins the JSON of the agencies it found
 * instead of checking and serialising each again (100 of them had been 1.2 ms of a 2 ms search at 10,000 agencies).
 */
function summaryJson(agent: AgentSummary): Buffer {
  let json = summaryJsonMemo.get(agent);
  if (!json) summaryJsonMemo.set(agent, (json = Buffer.from(JSON.stringify(agentSummarySchema.parse(agent)))));
  return json;
}
const summaryJsonMemo = new WeakMap<AgentSummary, Buffer>();

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** GET /agents's answer (an array of summaries, spec §7) as the parts the response cache joins (replyJson). */
export function agentsAnswerParts(agents: readonly AgentSummary[]): Buffer[] {
  const parts: Buffer[] = [OPEN];
  agents.forEach((agent, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(summaryJson(agent));
  });
  parts.push(CLOSE);
  return parts;
}
