import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });
export const readyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
