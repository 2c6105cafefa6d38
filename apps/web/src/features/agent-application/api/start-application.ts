import { useMutation } from '@tanstack/react-query';
import type { StartApplicationResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** Step 0: creates the application lead for an e-mail address (409 DUPLICATE_EMAIL when one exists). */
export const startApplication = (email: string) =>
  apiRequest<StartApplicationResponse>('/agent-leads/email', { method: 'POST', body: { email } });

export const useStartApplication = () => useMutation({ mutationFn: startApplication });
