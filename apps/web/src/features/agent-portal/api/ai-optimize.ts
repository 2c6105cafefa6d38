import { useMutation } from '@tanstack/react-query';
import { optimizeContentResponse, type OptimizeContentBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';
import { requireToken } from './agent-token';

/** POST /api/ai/optimize (agent-side.md §7): the tidied text and the facts it lacks; nothing is saved. */
export async function optimizeContent(body: OptimizeContentBody) {
  return optimizeContentResponse.parse(await apiRequest('/ai/optimize', { method: 'POST', body, token: requireToken() })).data;
}

export const useOptimizeContent = () => useMutation({ mutationFn: optimizeContent });
