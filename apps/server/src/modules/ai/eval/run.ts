/**
 * `npm run eval:ai`: scores the AI engine on the labelled corpus (development part and held-out part) and prints
 * per-slot precision, recall and F1 with the micro average. A measurement, not a test: it always exits 0.
 * The website import's saved operator sites (import-pages/) follow: tours found and per-field accuracy.
 * Options: --split dev|heldout|blind|import|all (default all), --verbose (every miss), --provider offline|env (env: the engine
 * AI_PROVIDER and LLM_* configure, e.g. a model; it falls back to the offline engine item by item when the model fails).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TripSlots } from '@safari/contract';
import { loadConfig } from '../../../config.js';
import { createAiProvider } from '../index.js';
import { createOfflineProvider } from '../offline-provider.js';
import type { AiProvider } from '../provider.js';
import { importReport } from './import-score.js';
import { emptyCounts, formatTable, scoreItem, type CorpusItem } from './score.js';

function load(name: string): CorpusItem[] {
  return JSON.parse(readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8')) as CorpusItem[];
}

export async function runItem(provider: AiProvider, item: CorpusItem): Promise<TripSlots> {
  let slots: TripSlots | null = null;
  for (const message of item.messages) slots = await provider.extractPreferences(message, { today: new Date(`${item.today}T12:00:00Z`), previous: slots });
  return slots!;
}

async function main() {
  const args = process.argv.slice(2);
  const split = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'all';
  const verbose = args.includes('--verbose');
  const provider = args.includes('--provider') && args[args.indexOf('--provider') + 1] === 'env' ? createAiProvider(loadConfig().ai) : createOfflineProvider();
  const sets: [string, string][] = [];
  if (split === 'dev' || split === 'all') sets.push(['development corpus', 'corpus.json']);
  if (split === 'heldout' || split === 'all') sets.push(['held-out corpus', 'heldout.json']);
  if (split === 'blind' || split === 'all') sets.push(['blind corpus', 'blind.json']);
  for (const [title, file] of sets) {
    const items = load(file);
    const counts = emptyCounts();
    for (const item of items) {
      const misses = scoreItem(item.expected, await runItem(provider, item), counts);
      if (verbose && misses.length) console.log(`${item.id}: ${item.messages.join(' || ')}\n  ${misses.join('\n  ')}`);
    }
    console.log(`\n${formatTable(`${provider.name} engine, ${title}`, counts, items.length)}`);
  }
  if (split === 'import' || split === 'all') console.log(`\n${await importReport(provider, verbose)}`);
}

main().catch((error: unknown) => {
  console.error(error);
}).finally(() => {
  process.exitCode = 0;
});
