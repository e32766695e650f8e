import type { BusEventMap, ShellLocation } from '@inkpot/shared-contracts';

type AuthOpen = BusEventMap['auth/open'];
export type AuthOperation = AuthOpen['operation'];

/** The sign-in page a modified click goes to instead of the modal. */
export const SIGN_IN_PAGE_PATH = '/m/signin';

/** The visitor's header buttons: 'Get started' on the home route, 'Sign up' elsewhere. */
export function signUpLabel(location: ShellLocation | null): 'Get started' | 'Sign up' {
  return isHomeLocation(location) ? 'Get started' : 'Sign up';
}

export function isHomeLocation(location: ShellLocation | null): boolean {
  return location !== null && (location.routeName === 'home' || location.pathname === '/');
}

/** The absolute address of the page the reader is on, for a sign-in redirect. */
export function currentHref(appOrigin: string, location: ShellLocation | null): string {
  if (!location) return `${appOrigin}/`;
  return `${appOrigin}${location.pathname}${location.search}${location.hash}`;
}

/** The link a header button follows on a modified click: operation and redirect as parameters. */
export function signInPageHref(operation: AuthOperation, redirect: string): string {
  return `${SIGN_IN_PAGE_PATH}?${new URLSearchParams({ operation, redirect }).toString()}`;
}

/** Header buttons open the modal at the option list of their operation. */
export function headerButtonAuthOpen(operation: AuthOperation): AuthOpen {
  return operation === 'login'
    ? { operation: 'login', step: 'SIGNIN_OPTIONS' }
    : { operation: 'register', step: 'SIGNUP_OPTIONS' };
}

/** For visitors, Write opens registration with a sign-up entry tag. */
export const WRITE_AUTH_OPEN: AuthOpen = { operation: 'register', entryPoint: 'write' };
