import path from 'node:path';
import { z } from 'zod';
import { normalizeEmail } from './auth/email-address.ts';
import { environmentSetting, operationSettings, sharedSettings, trustProxySetting } from './environment.ts';
import { checkSocialProviderSettings, socialProviderSettings } from './social/social-config.ts';

const schema = z.object({
  ...operationSettings,
  /** API_PORT, PUBLIC_URL (links in emails point there), the search service's settings, DEPLOY_TOKEN: as the edge reads them. */
  ...sharedSettings,
  /** The deployment (development, staging, production), the same setting the edge reads. */
  INKPOT_ENVIRONMENT: environmentSetting,
  /** The address the API listens on (config/env.mjs bindHostOf): loopback in development unless set. */
  BIND_HOST: z.optional(z.string().min(1)),
  /** Whose X-Forwarded-For the API believes (config/env.mjs trustProxySetting): loopback unless set. */
  TRUST_PROXY: z.optional(z.string()).transform((value, context) => {
    const parsed = trustProxySetting(value ?? 'loopback');
    if (typeof parsed !== 'object') return parsed;
    context.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  /**
   * How long a GraphQL result is kept for its session (or for visitors) in ms: what other readers
   * do reaches a reader that late at most (src/graphql/response-cache.ts). 0 keeps nothing.
   */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** A PostgreSQL server; unset means the embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z.optional(z.string().min(1)),
  /** API processes sharing the port when DATABASE_URL is set (PGlite is always one). */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Multiplies every rate limit's allowance (src/auth/rate-limits.ts). 1 in real use; the e2e
   * suite, which signs the same demo accounts in many times an hour, runs with more.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  PGLITE_DIR: z.string().default(path.join(import.meta.dirname, '..', '..', '.data', 'pglite')),
  /** nodemailer transport URL; unset means the development outbox. */
  SMTP_URL: z.optional(z.string().min(1)),
  MAIL_FROM: z.string().default('Inkpot <noreply@inkpot.test>'),
  /**
   * The origins whose pages may read the API's answers with the reader's cookies (CORS), exact and
   * comma-separated, e.g. `https://inkpot.example,https://www.inkpot.example`. The origin of
   * PUBLIC_URL when unset. `null` and wildcards are refused.
   */
  CORS_ORIGINS: z.optional(
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (origin) => !origin.includes('*') && URL.canParse(origin) && new URL(origin).origin === origin,
              'each entry must be an exact origin such as https://inkpot.example (no path, no wildcard, not null)',
            ),
        ),
      ),
  ),
  /**
   * Sign-up's bot check, src/auth/captcha.ts: with RECAPTCHA_SECRET, Google
   * reCAPTCHA v3 checks each token at RECAPTCHA_VERIFY_URL (action and score too); without it,
   * development accepts the documented development token and staging and production refuse all.
   */
  RECAPTCHA_SECRET: z.optional(z.string().min(1)),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /**
   * The operator secret that lets the e2e suite sign test accounts in where there is no development
   * mailbox (POST /_/api/test-sessions, src/http/test-session-routes.ts), sent as
   * `Authorization: Bearer <secret>`. Unset: that endpoint answers 404.
   */
  TEST_SESSION_SECRET: z.optional(
    z.string().min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -hex 32`)'),
  ),
  /** Production mints test sessions only with this switch on as well (1 or true). */
  TEST_SESSIONS_IN_PRODUCTION: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * The accounts test sessions may be minted for: comma-separated email addresses. Unset: the seed
   * world's accounts in development and staging, none in production.
   */
  TEST_ACCOUNTS: z.optional(
    z.string().transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const emails = entries.map(normalizeEmail);
      const bad = entries.filter((_entry, index) => emails[index] === null);
      if (bad.length === 0) return emails as string[];
      context.addIssue({ code: 'custom', message: `not an email address: ${bad.join(', ')}` });
      return z.NEVER;
    }),
  ),
  /** DEV_OIDC_PORT and OIDC_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET (src/social/social-config.ts). */
  ...socialProviderSettings,
});

export type ApiConfig = z.infer<typeof schema>;

/** Every setting the API validates (docs/configuration.md lists them all). */
export const API_SETTINGS = Object.keys(schema.shape);

export function loadApiConfig(source: Record<string, string | undefined> = process.env): ApiConfig {
  const result = schema.superRefine(checkSocialProviderSettings).safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment for the Inkpot API: ${detail}`);
  }
  return result.data;
}

export { deployed } from './environment.ts';
