import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordBody) => apiRequest<MessageResponse>('/agent-auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
