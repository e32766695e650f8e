export declare const REMOTES: readonly ['navigation', 'auth', 'membership', 'search', 'notifications'];
type Remote = (typeof REMOTES)[number];
export interface InkpotEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  INKPOT_ENVIRONMENT?: 'development' | 'staging' | 'production' | 'test';
  HOST_PORT: number;
  API_PORT: number;
  DEV_OIDC_PORT: number;
  API_URL: string;
  PUBLIC_URL: string;
  REGISTRY_FILE: string;
  INKPOT_FLAGS: Record<string, true>;
  INKPOT_EDGE_CACHE: boolean;
  INKPOT_BRANCH_DEPLOY: boolean;
  STATUS_PAGE_URL: string;
  HELP_URL: string;
  remotePort(remote: Remote): number;
  remoteUrl(remote: Remote): string;
}
export declare function loadEnv(source?: Record<string, string | undefined>): InkpotEnv;
