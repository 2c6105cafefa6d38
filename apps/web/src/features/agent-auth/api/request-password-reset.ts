import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiRequest<MessageResponse>('/agent-auth/request-password-reset', { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
