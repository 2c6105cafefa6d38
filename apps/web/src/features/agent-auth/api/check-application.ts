import { useMutation } from '@tanstack/react-query';
import type { CheckApplicationResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const checkApplication = (email: string) =>
  apiRequest<CheckApplicationResponse>('/agent-auth/check-application', { method: 'POST', body: { email } });

export const useCheckApplication = () => useMutation({ mutationFn: checkApplication });
