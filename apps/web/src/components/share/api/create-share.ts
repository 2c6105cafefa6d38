import type { CreateShareBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export function createShare(body: CreateShareBody) {
  return apiRequest<{ share_url: string; share_token: string }>('/shares', { method: 'POST', body });
}
