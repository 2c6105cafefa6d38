import type { CreateAgentBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/agents (admin session): a new agency profile; its id for the uploads that follow. */
export const createAgent = (token: string, body: CreateAgentBody) => apiRequest<{ id: number; success: true }>('/agents', { method: 'POST', token, body });

/** PUT /api/agents/{id}/destinations (admin session): the new agency's destinations, by name. */
export const saveAgentDestinations = (token: string, agentId: number, destinations: string[]) =>
  apiRequest<{ success: true }>(`/agents/${agentId}/destinations`, { method: 'PUT', token, body: { destinations } });

/** POST /api/admin/agents/{id}/invite: e-mails the agency a single-use link to set its portal password. */
export const inviteAgent = (token: string, agentId: number) => apiRequest<{ success: true }>(`/admin/agents/${agentId}/invite`, { method: 'POST', token });
