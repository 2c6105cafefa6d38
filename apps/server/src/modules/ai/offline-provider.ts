import type { AiProvider } from './provider.js';
import { extractTripSlots } from './offline/extract.js';
import { optimizeOffline } from './optimize/offline.js';
import { extractDrafts } from './import/extract.js';

/** Deterministic, no network, no key: what `npm start` uses on a fresh machine. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    extractPreferences: async (text, options) => extractTripSlots(text, options),
    optimize: async (content, contentType) => optimizeOffline(content, contentType),
    generateExperiences: async (pages, options) => extractDrafts(pages, options),
  };
}
