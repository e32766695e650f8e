import { connectLink, methodLabel, redirectTarget, signInMethods } from './sign-in-methods.ts';

describe('sign-in methods', () => {
  it.each([
    ['login', {}, ['email', 'google', 'facebook', 'twitter', 'apple']],
    ['register', {}, ['email', 'google', 'facebook', 'twitter', 'apple']],
    ['login', { disable_login_apple: true }, ['email', 'google', 'facebook', 'twitter']],
    ['register', { disable_login_apple: true }, ['email', 'google', 'facebook', 'twitter']],
    ['register', { disable_signup_facebook: true }, ['email', 'google', 'twitter', 'apple']],
    ['login', { disable_signup_facebook: true }, ['email', 'google', 'facebook', 'twitter', 'apple']],
    ['register', { disable_login_apple: true, disable_signup_facebook: true }, ['email', 'google', 'twitter']],
    // Only a real `true` switches a method off.
    [
      'login',
      { disable_login_apple: 'true', disable_signup_facebook: 1 },
      ['email', 'google', 'facebook', 'twitter', 'apple'],
    ],
    ['login', { disable_login_apple: false }, ['email', 'google', 'facebook', 'twitter', 'apple']],
  ] as const)('%s with flags %j offers %j', (operation, flags, expected) => {
    expect(signInMethods(operation, flags)).toEqual(expected);
  });

  it.each([
    ['email', 'login', 'Sign in with email'],
    ['email', 'register', 'Sign up with email'],
    ['google', 'login', 'Sign in with Google'],
    ['facebook', 'register', 'Sign up with Facebook'],
    ['twitter', 'login', 'Sign in with X'],
    ['apple', 'register', 'Sign up with Apple'],
  ] as const)('labels %s for %s as %s', (method, operation, label) => {
    expect(methodLabel(method, operation)).toBe(label);
  });

  it('links a provider to its connect path with the operation and the encoded redirect', () => {
    expect(connectLink('google', 'register', 'http://localhost:3000/p/abc?source=x&y=1')).toBe(
      '/m/connect/google?operation=register&redirect=http%3A%2F%2Flocalhost%3A3000%2Fp%2Fabc%3Fsource%3Dx%26y%3D1',
    );
  });
});

it('carries the action url and the account token when there are some', () => {
  expect(
    connectLink('google', 'login', 'http://localhost:3000/', null, {
      actionUrl: 'http://localhost:3000/p/1',
      token: 't1',
    }),
  ).toBe(
    '/m/connect/google?operation=login&redirect=http%3A%2F%2Flocalhost%3A3000%2F&actionUrl=http%3A%2F%2Flocalhost%3A3000%2Fp%2F1&token=t1',
  );
});

it('keeps the entry point in a provider link', () => {
  expect(connectLink('apple', 'register', 'http://localhost:3000/', 'write')).toBe(
    '/m/connect/apple?operation=register&redirect=http%3A%2F%2Flocalhost%3A3000%2F&entryPoint=write',
  );
});

it.each([
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) [FBAN/FBIOS;FBAV/440.0]', false],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 Instagram 300.0', false],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', true],
])('offers Google in %s: %s', (userAgent, offered) => {
  expect(signInMethods('login', {}, userAgent).includes('google')).toBe(offered);
});

describe('redirect target', () => {
  const location = { pathname: '/p/abc', search: '?source=home', hash: '#responses' };

  it('is the requested target when the request names one', () => {
    expect(redirectTarget('https://inkpot.example/me/settings', location, 'http://localhost:3000')).toBe(
      'https://inkpot.example/me/settings',
    );
  });

  it('is the page being read otherwise, as an absolute URL', () => {
    expect(redirectTarget(null, location, 'http://localhost:3000')).toBe(
      'http://localhost:3000/p/abc?source=home#responses',
    );
  });

  it('is the home page while the location is not known yet', () => {
    expect(redirectTarget(null, null, 'http://localhost:3000')).toBe('http://localhost:3000/');
  });
});
