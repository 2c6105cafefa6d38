import { useMutation } from '@tanstack/react-query';
import type { AgentSessionResponse, SetupPasswordBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const setupPassword = (body: SetupPasswordBody) => apiRequest<AgentSessionResponse>('/agent-auth/setup-password', { method: 'POST', body });

export const useSetupPassword = () => useMutation({ mutationFn: setupPassword });
