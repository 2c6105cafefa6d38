import { useMutation } from '@tanstack/react-query';
import type { CompleteApplicationInput, CompleteApplicationResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** Step 5: submits every answer; the answer carries the application number. */
export const completeApplication = ({ id, application }: { id: number; application: CompleteApplicationInput }) =>
  apiRequest<CompleteApplicationResponse>(`/agent-leads/${id}/complete`, { method: 'PUT', body: application });

export const useCompleteApplication = () => useMutation({ mutationFn: completeApplication });
