import type { SusiOperation } from './susi-machine.ts';

/** The words of the sign-in modal that depend on the operation (spec 02 §2.1, §2.6). */
export interface SusiCopy {
  /** Title of the option screen. Login's is the spec's; register's is ours (the spec gives none). */
  optionsTitle: string;
  /** The primary action the legal footer quotes. */
  cta: string;
  toggleQuestion: string;
  toggleAction: string;
  /** Back from the email form to the option list; wording is ours (spec 02 §2.5 only describes it). */
  allOptions: string;
}

export function susiCopy(operation: SusiOperation, productName: string): SusiCopy {
  return operation === 'login'
    ? {
        optionsTitle: 'Welcome back.',
        cta: 'Sign in',
        toggleQuestion: 'No account?',
        toggleAction: 'Create one',
        allOptions: 'All sign-in options',
      }
    : {
        optionsTitle: `Join ${productName}.`,
        cta: 'Sign up',
        toggleQuestion: 'Already have an account?',
        toggleAction: 'Sign in',
        allOptions: 'All sign-up options',
      };
}
