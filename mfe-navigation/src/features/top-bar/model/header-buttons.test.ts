import type { ShellLocation } from '@inkpot/shared-contracts';
import {
  currentHref,
  headerButtonAuthOpen,
  isHomeLocation,
  signInPageHref,
  signUpLabel,
  WRITE_AUTH_OPEN,
} from './header-buttons.ts';

const at = (pathname: string, routeName: string | null, search = '', hash = ''): ShellLocation => ({
  pathname,
  search,
  hash,
  routeName,
  referrer: null,
});

describe('header buttons', () => {
  it("says 'Get started' on the home route and 'Sign up' elsewhere", () => {
    expect(signUpLabel(at('/', 'home'))).toBe('Get started');
    expect(signUpLabel(at('/', null))).toBe('Get started');
    expect(signUpLabel(at('/about', 'about'))).toBe('Sign up');
    expect(signUpLabel(null)).toBe('Sign up');
  });

  it('recognises home by route name even on another path form', () => {
    expect(isHomeLocation(at('/home-feed', 'home'))).toBe(true);
    expect(isHomeLocation(at('/tag/cats', null))).toBe(false);
  });

  it('builds the redirect from the whole current address', () => {
    expect(currentHref('https://inkpot.test', at('/search', 'search', '?q=cats', '#top'))).toBe(
      'https://inkpot.test/search?q=cats#top',
    );
    expect(currentHref('https://inkpot.test', null)).toBe('https://inkpot.test/');
  });

  it('links to the sign-in page with operation and an encoded redirect', () => {
    const href = signInPageHref('register', 'https://inkpot.test/search?q=a&b');
    const url = new URL(href, 'https://inkpot.test');
    expect(url.pathname).toBe('/m/signin');
    expect(url.searchParams.get('operation')).toBe('register');
    expect(url.searchParams.get('redirect')).toBe('https://inkpot.test/search?q=a&b');
  });

  it('opens the modal at the option list of each operation', () => {
    expect(headerButtonAuthOpen('login')).toEqual({ operation: 'login', step: 'SIGNIN_OPTIONS' });
    expect(headerButtonAuthOpen('register')).toEqual({ operation: 'register', step: 'SIGNUP_OPTIONS' });
    expect(WRITE_AUTH_OPEN).toEqual({ operation: 'register', entryPoint: 'write' });
  });
});
