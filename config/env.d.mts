import type { ZodDefault, ZodEnum } from 'zod';
export declare const REMOTES: readonly ['navigation', 'auth', 'membership', 'search', 'notifications'];
type Remote = (typeof REMOTES)[number];
export declare const ENVIRONMENTS: readonly ['development', 'staging', 'production'];
export type InkpotEnvironment = (typeof ENVIRONMENTS)[number];
export declare const environmentSetting: ZodDefault<ZodEnum<{ [K in InkpotEnvironment]: K }>>;
export declare function isDeployed(environment: InkpotEnvironment): boolean;
export interface InkpotEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  INKPOT_ENVIRONMENT: InkpotEnvironment;
  HOST_PORT: number;
  API_PORT: number;
  DEV_OIDC_PORT: number;
  OIDC_GOOGLE_ISSUER?: string | undefined;
  OIDC_GOOGLE_CLIENT_ID?: string | undefined;
  RECAPTCHA_SITE_KEY?: string | undefined;
  SEARCH_APP_ID: string;
  SEARCH_API_KEY: string;
  SEARCH_INDEX_PREFIX: string;
  API_URL: string;
  PUBLIC_URL: string;
  REGISTRY_FILE: string;
  DEPLOY_TOKEN?: string | undefined;
  RELEASE_ORIGIN_DIR: string;
  INKPOT_FLAGS: Record<string, true>;
  INKPOT_EDGE_CACHE: boolean;
  INKPOT_BRANCH_DEPLOY: boolean;
  STATUS_PAGE_URL: string;
  HELP_URL: string;
  remotePort(remote: Remote): number;
  remoteUrl(remote: Remote): string;
  releaseOriginUrl(remote: Remote): string;
}
export declare const DEVELOPMENT_DEPLOY_TOKEN: string;
export declare function deployTokenOf(env: {
  DEPLOY_TOKEN?: string | undefined;
  INKPOT_ENVIRONMENT: InkpotEnvironment;
}): string | null;
export declare function loadEnv(source?: Record<string, string | undefined>): InkpotEnv;
