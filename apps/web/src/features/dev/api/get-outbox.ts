import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { DevOutboxMessage, DevOutboxResponse } from '@safari/contract';

export type OutboxMessage = DevOutboxMessage;

/** The file outbox of development (DESIGN.md §1); newest first whatever order the server lists. */
export async function getOutbox(): Promise<OutboxMessage[]> {
  const answer = await apiRequest<DevOutboxResponse | { messages: OutboxMessage[] }>('/dev/outbox');
  const list = Array.isArray(answer) ? answer : (answer?.messages ?? []);
  return [...list].sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0));
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, staleTime: 0, retry: false });
