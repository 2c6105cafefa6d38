import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { DevOutboxMessage, DevOutboxResponse } from '@safari/contract';

export type OutboxMessage = DevOutboxMessage;

/**
 * The file outbox of development (DESIGN.md §1), newest first whatever order the server lists.
 * It holds password links, so the server shows it only to a signed-in administrator.
 */
export async function getOutbox(token: string): Promise<OutboxMessage[]> {
  const answer = await apiRequest<DevOutboxResponse | { messages: OutboxMessage[] }>('/dev/outbox', { token });
  const list = Array.isArray(answer) ? answer : (answer?.messages ?? []);
  return [...list].sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0));
}

export const outboxQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.admin.outbox(), queryFn: () => getOutbox(token), staleTime: 0, retry: false });
