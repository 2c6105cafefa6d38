import { apiRequest } from '@/lib/api-client';

/** Ends the server session; the caller clears local storage whatever the answer. */
export const logoutAgent = (token: string) => apiRequest<{ success: true }>('/agent-auth/logout', { method: 'POST', token });
