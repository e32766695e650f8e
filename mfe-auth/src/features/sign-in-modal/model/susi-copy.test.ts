import { AUTH_ENTRY_POINTS } from '@inkpot/shared-contracts';
import { susiCopy } from './susi-copy.ts';

const none = { user: null, collection: null };

describe('sign-in copy', () => {
  it('words login and register', () => {
    expect(susiCopy('login', null, none, 'Inkpot')).toMatchObject({
      optionsTitle: 'Welcome back.',
      cta: 'Sign in',
      toggleQuestion: 'No account?',
      toggleAction: 'Create one',
      emailTitle: 'Sign in with email',
      emailSubheader: null,
      inboxInstruction: 'To sign in, click the magic link or enter the code we sent to:',
      legalExtras: [],
    });
    expect(susiCopy('register', null, none, 'Inkpot')).toMatchObject({
      optionsTitle: 'Join Inkpot.',
      cta: 'Sign up',
      emailTitle: 'Sign up with email',
    });
  });

  it('says on the sign-up options how many stories a visitor has read this month, from the third', () => {
    expect(susiCopy('register', null, none, 'Inkpot', 2).optionsSubheader).toBeNull();
    expect(susiCopy('register', null, none, 'Inkpot', 3).optionsSubheader).toBe(
      "You've read 3 stories this month. Create an account to keep reading, and to follow the writers you like.",
    );
    expect(susiCopy('login', null, none, 'Inkpot', 7).optionsSubheader).toBeNull();
    const writer = { user: { name: 'Ada Lovelace' }, collection: null };
    expect(susiCopy('register', AUTH_ENTRY_POINTS.subscribeUser, writer, 'Inkpot', 7).optionsSubheader).toBeNull();
  });

  it('words an expired link (email_login_timeout) for sign in and sign up', () => {
    expect(susiCopy('login', 'email_login_timeout', none, 'Inkpot')).toMatchObject({
      emailTitle: 'Your sign in link has expired',
      emailSubheader: "Enter your email address, and we'll send a new link to your inbox.",
    });
    expect(susiCopy('register', 'email_login_timeout', none, 'Inkpot').emailTitle).toBe(
      'Your sign up link has expired',
    );
  });

  it('asks for a personal address on a discount plan sign-up', () => {
    expect(susiCopy('register', 'discount_plan', none, 'Inkpot').emailSubheader).toBe(
      "Enter your personal email address to create an account. This is your primary access to the product, so don't use a school or work email.",
    );
  });

  it('invites to subscribe to a writer, with Create Account and the opt-out line', () => {
    const copy = susiCopy(
      'register',
      AUTH_ENTRY_POINTS.subscribeUser,
      { user: { name: 'Ada Lovelace' }, collection: null },
      'Inkpot',
    );
    expect(copy).toMatchObject({
      optionsTitle: 'Be the first to hear about new stories from Ada Lovelace',
      cta: 'Create Account',
      legalExtras: ['Opt out any time by unsubscribing in Settings.'],
    });
  });

  it('says the newsletter promo shares the address with the publication', () => {
    expect(
      susiCopy('register', 'newsletter_promo', { user: null, collection: { name: 'The Ink' } }, 'Inkpot').legalExtras,
    ).toEqual(['Your email address will be shared with The Ink.', 'Opt out any time by unsubscribing in Settings.']);
  });
});
