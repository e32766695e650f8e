import { createApi } from './app.ts';
import { localCaptchaVerifier } from './auth/captcha.ts';
import { backgroundMailer, outboxMailer, smtpMailer } from './auth/mailer.ts';
import { databaseRateLimits } from './auth/rate-limits.ts';
import { loadApiConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEFAULT_COST_LIMITS } from './graphql/query-cost.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadApiConfig();
const started = Date.now();
const { db, kind } = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.PGLITE_DIR,
  statementTimeoutMs: DEFAULT_COST_LIMITS.timeBudgetMs,
});
// Seeded relative to today, so the demo accounts are in their states whenever the API starts.
const seeded = await seedIfEmpty(db, { now: new Date() });
if (seeded) console.log('[api] seeded the demo world into an empty database');
const app = createApi({
  db,
  config,
  services: {
    now: () => new Date(),
    mailer: backgroundMailer(config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db)),
    captcha: localCaptchaVerifier(),
    rateLimits: databaseRateLimits(db),
  },
});
app.listen(config.API_PORT, () => {
  console.log(
    `[api] GraphQL at http://localhost:${config.API_PORT}/_/graphql on ${kind} (ready in ${Date.now() - started} ms)`,
  );
});
