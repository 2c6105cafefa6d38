import { apiRequest } from '@/lib/api-client';

/** POST /api/travelers: a traveller id for an e-mail (the wizard's first step). */
export function createTraveler(email: string) {
  return apiRequest<{ id: string }>('/travelers', { method: 'POST', body: { email } });
}
