import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP_SLOTS, tripSlotsSchema } from '@safari/contract';
import { loadConfig } from '../../config.js';
import { emptyCounts, prf, scoreItem } from './eval/score.js';
import { createAiProvider, slotsToPreferences } from './index.js';

const today = new Date('2026-03-10T12:00:00Z');

describe('AI provider configuration', () => {
  it('is offline by default and needs no key', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.ai).toEqual({ provider: 'offline' });
    const provider = createAiProvider(config.ai);
    expect(provider.name).toBe('offline');
    const slots = await provider.extractPreferences('Serengeti in July', { today });
    expect(tripSlotsSchema.parse(slots).countries).toEqual(['Tanzania']);
  });

  it('asks for the model endpoint when openai is chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', AI_PROVIDER: 'openai' })).toThrow(/LLM_BASE_URL and LLM_MODEL/);
    expect(() => loadConfig({ NODE_ENV: 'test', AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/);
    const config = loadConfig({ NODE_ENV: 'test', AI_PROVIDER: 'openai', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm', LLM_API_KEY: 'k' });
    expect(config.ai).toEqual({ provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: 15_000, maxRetries: 2, dailyTokenCap: 500_000 });
    expect(createAiProvider(config.ai).name).toBe('openai');
  });
});

describe('slots as traveller preferences', () => {
  it('fills only the fields the traveller spoke about', () => {
    expect(slotsToPreferences(EMPTY_TRIP_SLOTS)).toEqual({});
  });

  it('maps the wizard fields, with the budget in dollars per person', () => {
    const prefs = slotsToPreferences({
      ...EMPTY_TRIP_SLOTS,
      countries: ['Tanzania', 'Kenya'],
      tripTypes: ['Nature & Wildlife', 'Relaxation/Wellness'],
      budget: { amount: 8000, currency: 'USD', per: 'total' },
      adults: 2,
      children: 2,
      travelMonth: 'July',
      travelYear: 2027,
      lengthDays: 10,
    });
    expect(prefs).toEqual({
      preferred_trip_type: 'Nature & Wildlife, Relaxation/Wellness',
      preferred_destinations: ['Tanzania', 'Kenya'],
      number_of_adults: 2,
      number_of_children: 2,
      number_of_travelers: 4,
      ideal_budget: 2000,
      travel_month: 'July',
      travel_year: 2027,
      travel_window: 'July 2027',
      length_of_stay: 1,
    });
  });

  it('reads five weeks and more as "More than 4 weeks"', () => {
    expect(slotsToPreferences({ ...EMPTY_TRIP_SLOTS, lengthDays: 35 }).length_of_stay).toBe(5);
    expect(slotsToPreferences({ ...EMPTY_TRIP_SLOTS, lengthDays: 21 }).length_of_stay).toBe(3);
  });
});

describe('evaluation scoring', () => {
  it('counts list slots per element and a wrong single value as one miss each way', () => {
    const counts = emptyCounts();
    scoreItem({ countries: ['Kenya', 'Tanzania'], adults: 2 }, { ...EMPTY_TRIP_SLOTS, countries: ['Kenya', 'Uganda'], adults: 3, lengthDays: 7 }, counts);
    expect(counts.countries).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(counts.adults).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(counts.lengthDays).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(prf(counts.countries).f1).toBeCloseTo(0.5);
  });
});
