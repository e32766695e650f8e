import { AUTH_ENTRY_POINTS } from '@inkpot/shared-contracts';
import { METERED_PROMPT_THRESHOLD } from '@inkpot/shared-contracts/reading-meter';
import { EXPIRED_LINK_ENTRY_POINT } from './sign-in-page-request.ts';
import type { SusiOperation, SusiSubject } from './susi-operation.ts';

/**
 * Entry points with their own wording: the ones other parts open the flow with come from the
 * shared contract (one spelling on both sides); the expired link is the auth remote's own.
 */
export const ENTRY_POINTS = {
  ...AUTH_ENTRY_POINTS,
  expiredLink: EXPIRED_LINK_ENTRY_POINT,
} as const;

/** The words of the sign-in flow that depend on the operation, the entry point and the subject. */
export interface SusiCopy {
  /** Title of the option screen. Login's is the product's; register's is ours (the product gives none). */
  optionsTitle: string;
  /**
   * Under the sign-up options' title: from the third story a visitor has read this month, how many
   * (the metered prompt; fewer than that, nothing). Our wording: the spec gives none.
   */
  optionsSubheader: string | null;
  /** The primary action the legal footer of the option screen quotes. */
  cta: string;
  toggleQuestion: string;
  toggleAction: string;
  /** Back to the option list; the wording is ours. */
  allOptions: string;
  emailTitle: string;
  /** Under the email form's title (discount plan, expired link), if any. */
  emailSubheader: string | null;
  /** The first line on the inbox step; the address follows it. */
  inboxInstruction: string;
  /** 'Opt out ...' and sharing lines of the legal footer. */
  legalExtras: string[];
}

export function susiCopy(
  operation: SusiOperation,
  entryPoint: string | null,
  subject: SusiSubject,
  productName: string,
  storiesReadThisMonth = 0,
): SusiCopy {
  const login = operation === 'login';
  const verb = login ? 'Sign in' : 'Sign up';
  const subscribing = entryPoint === ENTRY_POINTS.subscribeUser && subject.user !== null;
  const expired = entryPoint === ENTRY_POINTS.expiredLink;

  let emailSubheader: string | null = null;
  if (expired) emailSubheader = "Enter your email address, and we'll send a new link to your inbox.";
  else if (entryPoint === ENTRY_POINTS.discountPlan && !login) {
    emailSubheader =
      "Enter your personal email address to create an account. This is your primary access to the product, so don't use a school or work email.";
  }

  const legalExtras: string[] = [];
  if (entryPoint === ENTRY_POINTS.newsletterPromo) {
    legalExtras.push(`Your email address will be shared with ${subject.collection?.name ?? 'the publication'}.`);
  }
  if (entryPoint === ENTRY_POINTS.newsletterPromo || entryPoint === ENTRY_POINTS.subscribeUser) {
    legalExtras.push('Opt out any time by unsubscribing in Settings.');
  }

  return {
    optionsTitle: subscribing
      ? `Be the first to hear about new stories from ${subject.user?.name}`
      : login
        ? 'Welcome back.'
        : `Join ${productName}.`,
    optionsSubheader:
      !login && !subscribing && storiesReadThisMonth >= METERED_PROMPT_THRESHOLD
        ? `You've read ${storiesReadThisMonth} stories this month. Create an account to keep reading, and to follow the writers you like.`
        : null,
    cta: subscribing && !login ? 'Create Account' : verb,
    toggleQuestion: login ? 'No account?' : 'Already have an account?',
    toggleAction: login ? 'Create one' : 'Sign in',
    allOptions: login ? 'All sign-in options' : 'All sign-up options',
    emailTitle: expired ? `Your ${login ? 'sign in' : 'sign up'} link has expired` : `${verb} with email`,
    emailSubheader,
    inboxInstruction: `To ${login ? 'sign in' : 'sign up'}, click the magic link or enter the code we sent to:`,
    legalExtras,
  };
}
