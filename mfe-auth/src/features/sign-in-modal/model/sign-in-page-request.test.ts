import { expiredLinkRequest, signInPageRequest } from './sign-in-page-request.ts';

describe('expired email links', () => {
  it('opens the email form with the email_login_timeout entry point', () => {
    expect(expiredLinkRequest('?signInError=expired')).toEqual({
      operation: 'login',
      entryPoint: 'email_login_timeout',
    });
    expect(expiredLinkRequest('?signInError=expired&operation=register')).toEqual({
      operation: 'register',
      entryPoint: 'email_login_timeout',
    });
  });

  it('does nothing without the marker', () => {
    expect(expiredLinkRequest('')).toBeNull();
    expect(expiredLinkRequest('?signInError=other')).toBeNull();
  });
});

describe('the sign-in page request', () => {
  it('keeps operation, redirect and entry point from the link', () => {
    expect(
      signInPageRequest({
        pathname: '/m/signin',
        search: '?operation=register&redirect=http%3A%2F%2Flocalhost%3A3000%2Fp%2F1&entryPoint=write',
      }),
    ).toEqual({
      request: { operation: 'register', entryPoint: 'write' },
      redirect: 'http://localhost:3000/p/1',
    });
  });

  it('signs in on /m/signin and signs up on /m/signup when the query names no operation', () => {
    expect(signInPageRequest({ pathname: '/m/signin', search: '' })).toEqual({
      request: { operation: 'login' },
      redirect: null,
    });
    expect(signInPageRequest({ pathname: '/m/signup', search: '' }).request.operation).toBe('register');
    expect(signInPageRequest({ pathname: '/m/signup', search: '?operation=bogus' }).request.operation).toBe('register');
  });

  it('offers a new link on the page after an expired one', () => {
    expect(signInPageRequest({ pathname: '/m/signin', search: '?signInError=expired&operation=register' })).toEqual({
      request: { operation: 'register', entryPoint: 'email_login_timeout' },
      redirect: null,
    });
  });
});
