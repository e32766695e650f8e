// One validated place for ports and URLs; build files, servers and scripts read them from here.
import { z } from 'zod';

export const REMOTES = /** @type {const} */ (['navigation', 'auth', 'membership', 'search', 'notifications']);

const port = (fallback) => z.coerce.number().int().min(1).max(65535).default(fallback);
const url = (fallback) => z.url().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST_PORT: port(3000),
  NAVIGATION_PORT: port(3001),
  AUTH_PORT: port(3002),
  MEMBERSHIP_PORT: port(3003),
  SEARCH_PORT: port(3004),
  NOTIFICATIONS_PORT: port(3005),
  API_PORT: port(4000),
  /** Where the edge proxies /_/graphql, /_/api, /m/* and /1/indexes/*. */
  API_URL: url('http://localhost:4000'),
  /** Public origin of the page (used in links and the preloaded config). */
  PUBLIC_URL: url('http://localhost:3000'),
  /** Public base URL of each remote's static server; defaults to localhost:<port>. */
  NAVIGATION_URL: z.optional(z.url()),
  AUTH_URL: z.optional(z.url()),
  MEMBERSHIP_URL: z.optional(z.url()),
  SEARCH_URL: z.optional(z.url()),
  NOTIFICATIONS_URL: z.optional(z.url()),
  /** The release registry file the edge reads on every document request. */
  REGISTRY_FILE: z.string().default(new URL('../.data/registry.json', import.meta.url).pathname),
  /** Feature flags switched on for every viewer, comma-separated (e.g. enable_devtool for QA). */
  INKPOT_FLAGS: z
    .string()
    .default('')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .map((flag) => flag.trim())
          .filter(Boolean)
          .map((flag) => [flag, true]),
      ),
    ),
  STATUS_PAGE_URL: url('https://status.inkpot.example'),
  HELP_URL: url('https://help.inkpot.example'),
});

/**
 * Parses the environment once; a bad value throws an error naming the variable.
 * @param {Record<string, string | undefined>} source
 */
export function loadEnv(source = process.env) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const detail = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment for Inkpot: ${detail}`);
  }
  const env = result.data;
  /** @param {(typeof REMOTES)[number]} remote */
  const remotePort = (remote) => env[`${remote.toUpperCase()}_PORT`];
  /** @param {(typeof REMOTES)[number]} remote */
  const remoteUrl = (remote) => {
    const base = env[`${remote.toUpperCase()}_URL`] ?? `http://localhost:${remotePort(remote)}/`;
    return base.endsWith('/') ? base : `${base}/`;
  };
  return { ...env, remotePort, remoteUrl };
}
