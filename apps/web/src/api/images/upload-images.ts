/**
 * Image uploads (agent-side.md §7), shared by the agent portal's galleries and the admin tool: the caller passes
 * its bearer token (an agent session for its own agency, the admin session for any).
 */
import type { AgentImageType } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export interface AgentImageUpload {
  file: File;
  description: string;
  isPrimary: boolean;
  imageType: AgentImageType;
  displayOrder: number;
}

/** POST /images/agent/{agentId}: one file with its description, type and place in the gallery. */
export function uploadAgentImage(token: string, agentId: number, u: AgentImageUpload) {
  const form = new FormData();
  form.append('description', u.description);
  form.append('isPrimary', String(u.isPrimary));
  form.append('imageType', u.imageType);
  form.append('displayOrder', String(u.displayOrder));
  form.append('image', u.file);
  return apiRequest(`/images/agent/${agentId}`, { method: 'POST', token, body: form });
}

/**
 * POST /images/experience/{experienceId}: up to five files in one request. The server numbers a batch from
 * displayOrder (first file) and marks the first file primary when isPrimary is set.
 */
export function uploadExperienceImages(token: string, experienceId: number, files: File[], u: { description: string; isPrimary: boolean; displayOrder: number }) {
  const form = new FormData();
  form.append('description', u.description);
  form.append('isPrimary', String(u.isPrimary));
  form.append('displayOrder', String(u.displayOrder));
  for (const f of files) form.append('image', f);
  return apiRequest(`/images/experience/${experienceId}`, { method: 'POST', token, body: form });
}
