import { useMutation } from '@tanstack/react-query';
import type { AgentLoginBody, AgentSessionResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** Failures carry needsApplication / accountStatus / requiresPasswordSetup on ApiRequestError.body. */
export const loginAgent = (body: AgentLoginBody) => apiRequest<AgentSessionResponse>('/agent-auth/login', { method: 'POST', body });

export const useLoginAgent = () => useMutation({ mutationFn: loginAgent });
