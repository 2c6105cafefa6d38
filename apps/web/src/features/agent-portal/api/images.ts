/** The gallery's image calls (agent-side.md §7): upload, set primary and delete, for agent and experience images. */
import type { AgentImageType } from '@safari/contract';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';

export type ImageOwnerKind = 'agent' | 'experience';

function token(): string {
  const t = getAgentToken();
  if (!t) throw new ApiRequestError(401, 'Not signed in');
  return t;
}

export interface AgentImageUpload {
  file: File;
  description: string;
  isPrimary: boolean;
  imageType: AgentImageType;
  displayOrder: number;
}

/** POST /images/agent/{agentId}: one file with its description, type and place in the gallery. */
export function uploadAgentImage(agentId: number, u: AgentImageUpload) {
  const form = new FormData();
  form.append('description', u.description);
  form.append('isPrimary', String(u.isPrimary));
  form.append('imageType', u.imageType);
  form.append('displayOrder', String(u.displayOrder));
  form.append('image', u.file);
  return apiRequest(`/images/agent/${agentId}`, { method: 'POST', token: token(), body: form });
}

/**
 * POST /images/experience/{experienceId}: up to five files in one request. The server numbers a batch from
 * displayOrder (first file) and marks the first file primary when isPrimary is set.
 */
export function uploadExperienceImages(experienceId: number, files: File[], u: { description: string; isPrimary: boolean; displayOrder: number }) {
  const form = new FormData();
  form.append('description', u.description);
  form.append('isPrimary', String(u.isPrimary));
  form.append('displayOrder', String(u.displayOrder));
  for (const f of files) form.append('image', f);
  return apiRequest(`/images/experience/${experienceId}`, { method: 'POST', token: token(), body: form });
}

const base = (kind: ImageOwnerKind) => (kind === 'agent' ? '/images' : '/images/experience');

/** PUT /images/{id}/primary or PUT /images/experience/{id}/primary. */
export const setPrimaryImage = (kind: ImageOwnerKind, imageId: number) => apiRequest(`${base(kind)}/${imageId}/primary`, { method: 'PUT', token: token() });

/** DELETE /images/{id} or DELETE /images/experience/{id}. */
export const deleteImage = (kind: ImageOwnerKind, imageId: number) => apiRequest(`${base(kind)}/${imageId}`, { method: 'DELETE', token: token() });
