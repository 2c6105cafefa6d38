import type { AiProvider } from './provider.js';

export interface OpenAiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/**
 * TODO(issue 12, next slice): an OpenAI-compatible engine (the `openai` SDK 6.x, which runs on Node 20) that asks
 * for structured output, validates it with `tripSlotsSchema`, has time-outs, retries and a per-day spend cap, and
 * falls back to the offline engine when the model fails. Until it is built, choosing it answers with the offline
 * engine's reading, so `AI_PROVIDER=openai` never breaks a conversation.
 */
export function createOpenAiProvider(_config: OpenAiProviderConfig, fallback: AiProvider): AiProvider {
  return {
    name: 'openai',
    extractPreferences: (text, options) => fallback.extractPreferences(text, options),
  };
}
