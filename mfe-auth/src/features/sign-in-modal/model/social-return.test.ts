import { closedSusiState, susiTransition, type OpenSusiState } from './susi-machine.ts';
import { socialReturnOf } from './social-return.ts';

const REDIRECT = 'http://localhost:3000/';

function openedWith(search: string): OpenSusiState {
  const social = socialReturnOf(search);
  if (!social) throw new Error(`no social return in ${search}`);
  const { state } = susiTransition(closedSusiState, {
    type: 'open',
    request: social.request,
    redirect: REDIRECT,
    socialReturn: social.socialReturn,
  });
  if (!state.open) throw new Error('did not open');
  return state;
}

describe('a social sign-in that came back without signing in', () => {
  it('reads the code, the provider and the operation from the address', () => {
    expect(socialReturnOf('?signInError=failed&signInProvider=twitter&operation=register')).toEqual({
      request: { operation: 'register' },
      socialReturn: { error: 'failed', providerName: 'X' },
      alternateUser: null,
    });
    expect(socialReturnOf('?signInError=unavailable&signInProvider=somewhere&alternateUser=t0k')).toEqual({
      request: { operation: 'login' },
      socialReturn: { error: 'unavailable', providerName: 'your provider' },
      alternateUser: null,
    });
  });

  it('reads the alternate-user token that comes with an unverified address, and only then', () => {
    expect(socialReturnOf('?signInError=unverified-email&signInProvider=google&alternateUser=t0k')?.alternateUser).toBe(
      't0k',
    );
    expect(socialReturnOf('?signInError=unverified-email&signInProvider=google')?.alternateUser).toBeNull();
  });

  it('is nothing without a known code: no parameter, the email link’s expired marker, or words of a stranger', () => {
    for (const search of ['', '?q=night', '?signInError=expired', '?signInError=Your%20account%20was%20hacked'])
      expect(socialReturnOf(search)).toBeNull();
  });

  it('opens an unknown account at UNRECOGNIZED_EMAIL', () => {
    const state = openedWith('?signInError=unrecognized&signInProvider=google&operation=login');
    expect(state.step).toBe('UNRECOGNIZED_EMAIL');
    expect(state.notice).toBeNull();
  });

  it('opens any other failure at the options with its text, which goes once the reader moves on', () => {
    const failed = openedWith('?signInError=failed&signInProvider=google');
    expect(failed.step).toBeNull();
    expect(failed.notice).toBe('Please try again.');
    expect(openedWith('?signInError=unavailable&signInProvider=facebook').notice).toBe(
      "We couldn't reach Facebook. Please try again.",
    );
    expect(openedWith('?signInError=email-required&signInProvider=apple&operation=register')).toMatchObject({
      operation: 'register',
      notice: 'Apple did not share an email address. Please sign up with email.',
    });
    const toggled = susiTransition(failed, { type: 'toggleOperation' }).state as OpenSusiState;
    expect(toggled.notice).toBeNull();
    const email = susiTransition(failed, { type: 'chooseEmail' }).state as OpenSusiState;
    expect(email.notice).toBeNull();
  });
});
