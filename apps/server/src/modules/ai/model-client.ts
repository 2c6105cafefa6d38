import OpenAI from 'openai';
import { z } from 'zod';

export interface OpenAiProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Tokens this instance may spend per UTC day; past it every call goes to the offline engine. */
  dailyTokenCap: number;
}

/** Why a model call was not used; never the model's own error text (it may name the endpoint or the key's owner). */
export type FallbackReason = 'daily token cap reached' | 'invalid answer' | 'model unavailable';

export class ModelCallFailed extends Error {
  constructor(readonly reason: FallbackReason) {
    super(reason);
  }
}

export interface StructuredCall<T> {
  /** Names the JSON schema sent to the model (letters, digits, underscores). */
  name: string;
  /** Validates the answer: the same zod schema the offline engine's output satisfies. */
  schema: z.ZodType<T>;
  system: string;
  /** The user turn: data only (the caller serialises untrusted text into JSON, never into the system prompt). */
  user: unknown;
  temperature?: number;
}

export interface ModelClient {
  /** One chat completion with structured output, validated; throws ModelCallFailed on any failure. */
  structured<T>(call: StructuredCall<T>): Promise<T>;
}

/**
 * The one client every AI capability shares with an OpenAI-compatible endpoint: time-out, retries (the SDK's), and
 * the per-day token cap counted across capabilities. Callers fall back to the offline engine on ModelCallFailed.
 */
export function createModelClient(config: OpenAiProviderConfig, opts: { now?: () => Date } = {}): ModelClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  const now = opts.now ?? (() => new Date());
  const spend = { day: '', tokens: 0 };

  function overCap(): boolean {
    const day = now().toISOString().slice(0, 10);
    if (spend.day !== day) Object.assign(spend, { day, tokens: 0 });
    return spend.tokens >= config.dailyTokenCap;
  }

  return {
    async structured<T>({ name, schema, system, user, temperature = 0 }: StructuredCall<T>): Promise<T> {
      if (overCap()) throw new ModelCallFailed('daily token cap reached');
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          temperature,
          response_format: { type: 'json_schema', json_schema: { name, schema: z.toJSONSchema(schema) as Record<string, unknown>, strict: false } },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: JSON.stringify(user) },
          ],
        });
        spend.tokens += completion.usage?.total_tokens ?? 0;
        content = completion.choices[0]?.message?.content;
      } catch {
        throw new ModelCallFailed('model unavailable');
      }
      if (!content) throw new ModelCallFailed('invalid answer');
      try {
        return schema.parse(JSON.parse(content));
      } catch {
        throw new ModelCallFailed('invalid answer');
      }
    },
  };
}
