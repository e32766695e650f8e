import { RateLimiterMemory } from 'rate-limiter-flexible';

/** Per-IP limits across emails (answers RateLimited). In memory per API instance. */
export interface RateLimits {
  /** Resolves true when the IP may send one more sign-in email or code check. */
  consume(kind: 'auth-email' | 'login-code', ip: string): Promise<boolean>;
}

export const DEFAULT_AUTH_LIMITS = {
  'auth-email': { points: 20, duration: 10 * 60 },
  'login-code': { points: 60, duration: 10 * 60 },
} as const;

export function memoryRateLimits(
  limits: Record<'auth-email' | 'login-code', { points: number; duration: number }> = DEFAULT_AUTH_LIMITS,
): RateLimits {
  const limiters = {
    'auth-email': new RateLimiterMemory(limits['auth-email']),
    'login-code': new RateLimiterMemory(limits['login-code']),
  };
  return {
    async consume(kind, ip) {
      try {
        await limiters[kind].consume(ip);
        return true;
      } catch {
        return false;
      }
    },
  };
}
