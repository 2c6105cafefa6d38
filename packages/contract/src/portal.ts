import { z } from 'zod';

/** GET /api/agent/leads/recent (bearer): the signed-in agent's newest leads. */
export const recentLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefs: z.object({ destination: z.string().nullable(), tripType: z.string().nullable() }),
  created_at: z.string(),
});
export type RecentLead = z.infer<typeof recentLeadSchema>;
export const recentLeadsResponse = z.object({ leads: z.array(recentLeadSchema) });
export type RecentLeadsResponse = z.infer<typeof recentLeadsResponse>;

/** GET /api/agent/proposals/recent (bearer). status: accepted | viewed | sent | draft | pending, others render neutral. */
export const recentProposalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  updated_at: z.string(),
});
export type RecentProposal = z.infer<typeof recentProposalSchema>;
export const recentProposalsResponse = z.object({ proposals: z.array(recentProposalSchema) });
export type RecentProposalsResponse = z.infer<typeof recentProposalsResponse>;
