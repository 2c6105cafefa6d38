import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { CompanyDetails } from '@safari/contract';
import { parseAllowHosts } from './lib/safe-fetch.js';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Safari Marketplace <hello@safari-marketplace.local>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  ENABLE_API_DOCS: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/).optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  RATE_LIMIT_DISABLED: bool,
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_DAILY_TOKEN_CAP: z.coerce.number().int().min(0).default(500_000),
  FETCH_ALLOW_HOSTS: z.string().optional(),
  COMPANY_LEGAL_NAME: z.string().max(200).optional(),
  COMPANY_ADDRESS: z.string().max(500).optional(),
  COMPANY_REGISTRATION_NUMBER: z.string().max(200).optional(),
  COMPANY_VAT_ID: z.string().max(100).optional(),
  COMPANY_REPRESENTATIVE: z.string().max(200).optional(),
  COMPANY_EMAIL: z.email('COMPANY_EMAIL must be an e-mail address').optional(),
  COMPANY_PHONE: z.string().max(60).optional(),
});

/**
 * The operator's legal details for the imprint and the policies (issue 15). Outside production a clearly marked
 * demo company fills the gaps; in production the details a legal notice needs are required (see `companyFrom`).
 */
const DEMO_COMPANY = {
  legal_name: 'Safari Marketplace Demo Ltd (demo data, not a real company)',
  address: 'Demo address: 1 Example Street, 1010 Nicosia, Cyprus',
  registration_number: 'DEMO-000000 (demo data)',
  vat_id: 'CY00000000X (demo data)',
  representative: 'Demo Director (demo data)',
  email: 'contact@safari-marketplace.example',
  phone: '+357 00 000000 (demo data)',
} as const;
const COMPANY_REQUIRED_IN_PRODUCTION = ['COMPANY_LEGAL_NAME', 'COMPANY_ADDRESS', 'COMPANY_REGISTRATION_NUMBER', 'COMPANY_REPRESENTATIVE', 'COMPANY_EMAIL'] as const;

type Env = z.infer<typeof envSchema>;

/**
 * Production: legal name, address, registration number, representative and e-mail must be set (an imprint with
 * demo text is worse than none); VAT id and phone are shown only when set (not every operator has them).
 * Elsewhere every unset detail is the demo company's, each marked as demo data.
 */
function companyFrom(e: Env, production: boolean): { problems: string[]; company: CompanyDetails } {
  const problems = production ? COMPANY_REQUIRED_IN_PRODUCTION.filter((k) => !e[k]?.trim()).map((k) => `  - ${k}: required in production (the imprint)`) : [];
  const pick = (value: string | undefined, demo: string) => value?.trim() || (production ? null : demo);
  return {
    problems,
    company: {
      legal_name: pick(e.COMPANY_LEGAL_NAME, DEMO_COMPANY.legal_name) ?? '',
      address: pick(e.COMPANY_ADDRESS, DEMO_COMPANY.address) ?? '',
      registration_number: pick(e.COMPANY_REGISTRATION_NUMBER, DEMO_COMPANY.registration_number) ?? '',
      vat_id: pick(e.COMPANY_VAT_ID, DEMO_COMPANY.vat_id),
      representative: pick(e.COMPANY_REPRESENTATIVE, DEMO_COMPANY.representative) ?? '',
      email: pick(e.COMPANY_EMAIL, DEMO_COMPANY.email) ?? '',
      phone: pick(e.COMPANY_PHONE, DEMO_COMPANY.phone),
      demo: !production && COMPANY_REQUIRED_IN_PRODUCTION.some((k) => !e[k]?.trim()),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once; fails with a list of everything that is wrong rather than the first problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.ADMIN_PASSWORD) throw new Error('Invalid configuration:\n  - ADMIN_PASSWORD: required in production');
  if (e.AI_PROVIDER === 'openai' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new Error('Invalid configuration:\n  - AI_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL (LLM_API_KEY if the endpoint asks for one)');
  }
  // The only bypass of the outbound-fetch guard (lib/safe-fetch.ts): for tests and local demos, never production.
  if (production && e.FETCH_ALLOW_HOSTS) throw new Error('Invalid configuration:\n  - FETCH_ALLOW_HOSTS: not allowed when NODE_ENV=production');
  let fetchAllowHosts: string[];
  try {
    fetchAllowHosts = parseAllowHosts(e.FETCH_ALLOW_HOSTS);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  - ${(error as Error).message}`);
  }
  const { problems: companyProblems, company } = companyFrom(e, production);
  if (companyProblems.length) throw new Error(`Invalid configuration:\n${companyProblems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    production,
    // Outside production the server answers this machine only (IPv4 and IPv6 loopback): development mode has
    // conveniences (generated admin password, mail outbox, API docs) that are not for the network.
    host: e.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    adminPassword: e.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
    adminPasswordGenerated: !e.ADMIN_PASSWORD,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((s) => s.trim()) : false,
    apiDocs: !production || e.ENABLE_API_DOCS,
    logLevel: e.LOG_LEVEL,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    seedDemo: e.SEED_DEMO,
    // A switch for browser test runs (every request comes from 127.0.0.1); never honoured in production.
    rateLimitDisabled: e.RATE_LIMIT_DISABLED && !production,
    fetchAllowHosts,
    company,
    // The offline engine needs no network and no key; a model is used only when asked for (issue 12).
    ai:
      e.AI_PROVIDER === 'openai'
        ? {
            provider: 'openai' as const,
            baseUrl: e.LLM_BASE_URL!,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL!,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
            dailyTokenCap: e.LLM_DAILY_TOKEN_CAP,
          }
        : { provider: 'offline' as const },
  };
}
