import { perDatabase } from '../../db/per-database.js';
import { responseCacheFor } from '../experiences/response-cache.js';
import { versionMemo } from '../experiences/version-memo.js';
import { loadAgentSummaries } from './summaries.js';

/**
 * Every published agency's lean summary, in id order: what GET /agents filters, searches and pages. One list per
 * catalogue version (version-memo.ts), built when the version's catalogue is warmed (catalogue-warm.ts).
 */
export const agentListFor = perDatabase((database) => versionMemo(() => loadAgentSummaries(database.db, undefined, { lean: true }), responseCacheFor(database).version));
