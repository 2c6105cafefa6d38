/** The gallery's image calls (agent-side.md §7): upload, set primary and delete, for agent and experience images. */
import { uploadAgentImage as uploadAgentImageAs, uploadExperienceImages as uploadExperienceImagesAs, type AgentImageUpload } from '@/api/images/upload-images';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { getAgentToken } from '@/lib/agent-session';

export type ImageOwnerKind = 'agent' | 'experience';

function token(): string {
  const t = getAgentToken();
  if (!t) throw new ApiRequestError(401, 'Not signed in');
  return t;
}

export type { AgentImageUpload };

/** POST /images/agent/{agentId} with the signed-in agent's session. */
export const uploadAgentImage = (agentId: number, u: AgentImageUpload) => uploadAgentImageAs(token(), agentId, u);

/** POST /images/experience/{experienceId} with the signed-in agent's session. */
export const uploadExperienceImages = (experienceId: number, files: File[], u: { description: string; isPrimary: boolean; displayOrder: number }) =>
  uploadExperienceImagesAs(token(), experienceId, files, u);

const base = (kind: ImageOwnerKind) => (kind === 'agent' ? '/images' : '/images/experience');

/** PUT /images/{id}/primary or PUT /images/experience/{id}/primary. */
export const setPrimaryImage = (kind: ImageOwnerKind, imageId: number) => apiRequest(`${base(kind)}/${imageId}/primary`, { method: 'PUT', token: token() });

/** DELETE /images/{id} or DELETE /images/experience/{id}. */
export const deleteImage = (kind: ImageOwnerKind, imageId: number) => apiRequest(`${base(kind)}/${imageId}`, { method: 'DELETE', token: token() });
