import type { BulkExperiencesResponse, ExperienceDraft, GenerateExperiencesBody, GenerateExperiencesResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/ai/generate-experiences (admin session): drafts read from an agency's website; takes 30-60 seconds. */
export const generateExperiences = (token: string, body: GenerateExperiencesBody, signal?: AbortSignal) =>
  apiRequest<GenerateExperiencesResponse>('/ai/generate-experiences', { method: 'POST', token, body, signal });

/** POST /api/agents/{agentId}/bulk-experiences (admin session): the kept drafts become unpublished experiences. */
export const importExperiences = (token: string, agentId: number, experiences: ExperienceDraft[]) =>
  apiRequest<BulkExperiencesResponse>(`/agents/${agentId}/bulk-experiences`, { method: 'POST', token, body: { experiences } });
