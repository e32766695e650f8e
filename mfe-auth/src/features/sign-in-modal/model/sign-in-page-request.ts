import type { ShellLocation } from '@inkpot/shared-contracts';
// Types only: this module is read as the page loads, the flow's machine only on intent.
import type { AuthOpenRequest, SusiOperation } from './susi-operation.ts';

/** The entry point of a reader who followed an expired email link. */
export const EXPIRED_LINK_ENTRY_POINT = 'email_login_timeout';

const operationOf = (value: string | null, fallback: SusiOperation): SusiOperation =>
  value === 'login' || value === 'register' ? value : fallback;

/**
 * The API sends an expired or used email link to `?signInError=expired` (and
 * `&operation=register` for a sign-up): the flow opens at the email form with the
 * email_login_timeout entry point. Null when the address carries no such marker.
 */
export function expiredLinkRequest(search: string): AuthOpenRequest | null {
  const query = new URLSearchParams(search);
  if (query.get('signInError') !== 'expired') return null;
  return { operation: operationOf(query.get('operation'), 'login'), entryPoint: EXPIRED_LINK_ENTRY_POINT };
}

/**
 * What `/m/signin` and `/m/signup` ask for: the operation (the path's, unless the query names
 * one), where to go afterwards and the entry point, all kept from the link that led here.
 */
export function signInPageRequest(location: Pick<ShellLocation, 'pathname' | 'search'>): {
  request: AuthOpenRequest;
  redirect: string | null;
} {
  const query = new URLSearchParams(location.search);
  const pathOperation: SusiOperation = location.pathname.toLowerCase().startsWith('/m/signup') ? 'register' : 'login';
  const expired = expiredLinkRequest(location.search);
  const operation = operationOf(query.get('operation'), expired?.operation ?? pathOperation);
  const entryPoint = expired ? EXPIRED_LINK_ENTRY_POINT : (query.get('entryPoint') ?? undefined);
  return {
    request: { operation, ...(entryPoint ? { entryPoint } : {}) },
    redirect: query.get('redirect') || null,
  };
}
