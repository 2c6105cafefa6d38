import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { multiLineText } from './text.js';

/** The texts 'Optimize with AI' works on (agent-side.md §3 'AI optimise request'). */
export const OPTIMIZE_CONTENT_TYPES = ['agency_description', 'activity_description', 'experience_name', 'experience_description'] as const;
export type OptimizeContentType = (typeof OPTIMIZE_CONTENT_TYPES)[number];

/** The length that fits each text where travellers read it; names at most 60 characters (agent-side.md §9). */
export const OPTIMIZE_MAX_LENGTH: Record<OptimizeContentType, number> = {
  experience_name: 60,
  activity_description: 600,
  experience_description: 2000,
  agency_description: 2000,
};

/** What the client sends: the text, its kind, and optional context (the experience's name, the agency's country…). */
export const optimizeContentBody = z.object({
  content: multiLineText(10_000).refine((s) => s.trim().length > 0, { message: MESSAGES.optimizeEmpty }),
  contentType: z.enum(OPTIMIZE_CONTENT_TYPES),
  context: z.record(z.string().max(60), z.string().max(500)).optional(),
});
export type OptimizeContentBody = z.infer<typeof optimizeContentBody>;

export const optimizeResultSchema = z.object({
  optimized: z.string().min(1),
  /** Facts travellers look for that the text does not give (never filled in for the agent). */
  suggestions: z.array(z.string()),
});
export type OptimizeResult = z.infer<typeof optimizeResultSchema>;

export const optimizeContentResponse = z.object({
  success: z.literal(true),
  data: optimizeResultSchema.extend({ engine: z.enum(['offline', 'openai']) }),
  message: z.string().optional(),
});
export type OptimizeContentResponse = z.infer<typeof optimizeContentResponse>;
