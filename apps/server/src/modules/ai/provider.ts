import type { TripSlots } from '@safari/contract';

export interface ExtractPreferencesOptions {
  /** The date the conversation takes place on (relative dates are read against it). */
  today: Date;
  /** Slots understood from earlier messages; the new message corrects them. */
  previous?: TripSlots | null;
}

/**
 * One interface for every AI engine (issue 12). The offline engine is the default and needs no network; a
 * language-model engine must answer in the same validated shapes and fall back to the offline one.
 * Later methods (not built yet): optimize(content, contentType) and generateExperiences(page).
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  extractPreferences(text: string, options: ExtractPreferencesOptions): Promise<TripSlots>;
}
