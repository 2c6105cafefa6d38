import type { Config } from '../../config.js';
import { createOfflineProvider } from './offline-provider.js';
import { createOpenAiProvider } from './openai-provider.js';
import type { AiProvider } from './provider.js';
import type { FallbackReason } from './model-client.js';

export type { AiProvider } from './provider.js';
export { slotsToPreferences } from './preferences.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI engine AI_PROVIDER names: offline (default), or an OpenAI-compatible model with the offline one behind it. */
    ai: AiProvider;
  }
}

/** The engine `AI_PROVIDER` names: offline (default) or an OpenAI-compatible model with the offline one behind it. */
export function createAiProvider(ai: Config['ai'], opts: { onFallback?: (reason: FallbackReason) => void } = {}): AiProvider {
  const offline = createOfflineProvider();
  return ai.provider === 'openai' ? createOpenAiProvider(ai, offline, opts) : offline;
}
