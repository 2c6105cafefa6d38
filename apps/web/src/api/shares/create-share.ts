import type { CreateShareBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/shares: a link to a snapshot of the traveller's plan. */
export function createShare(body: CreateShareBody) {
  return apiRequest<{ share_url: string; share_token: string }>('/shares', { method: 'POST', body });
}
