import type { ExperienceDraft, OptimizeContentType, OptimizeResult, TripSlots } from '@safari/contract';
import type { ImportPage } from './import/html.js';

export interface ExtractPreferencesOptions {
  /** The date the conversation takes place on (relative dates are read against it). */
  today: Date;
  /** Slots understood from earlier messages; the new message corrects them. */
  previous?: TripSlots | null;
}

/**
 * One interface for every AI engine (issue 12), reached as `app.ai`. The offline engine is the default and needs
 * no network; the language-model engine answers in the same validated shapes and falls back to the offline one.
 * A capability adds one method here, its offline implementation in offline-provider.ts (code in its own folder) and
 * its model call in openai-provider.ts (through model-client.ts's `structured`, wrapped in `orFallback`).
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  extractPreferences(text: string, options: ExtractPreferencesOptions): Promise<TripSlots>;
  /** 'Optimize with AI' (issue 12): the agent's text tidied to fit its place, never with facts the agent did not give. */
  optimize(content: string, contentType: OptimizeContentType): Promise<OptimizeResult>;
  /** Website import (issue 12): experience drafts from an agency's pages (their text is data, never instructions). */
  generateExperiences(pages: ImportPage[], options: { count: number }): Promise<ExperienceDraft[]>;
}
