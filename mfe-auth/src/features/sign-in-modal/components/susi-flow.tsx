import type { MountProps } from '@inkpot/shared-contracts';
import { currentCounts, readReadingMeter } from '@inkpot/shared-contracts/reading-meter';
import type { ReactNode } from 'react';
import { ENTRY_POINTS, susiCopy } from '../model/susi-copy.ts';
import type { OpenSusiState, SusiEvent } from '../model/susi-machine.ts';
import { CheckInboxStep } from './check-inbox-step.tsx';
import { EmailStep } from './email-step.tsx';
import { LegalFooter } from './legal-footer.tsx';
import { OptionScreen } from './option-screen.tsx';
import type { SusiFrameContent } from './susi-dialog.tsx';
import { UnrecognizedEmailStep } from './unrecognized-email-step.tsx';

export type SusiFlowProps = Pick<MountProps, 'navigation' | 'flags' | 'config'> & {
  state: OpenSusiState;
  dispatch: (event: SusiEvent) => void;
  track: (name: string, data?: Record<string, unknown>) => void;
  /** Follows a link inside the app (the modal closes first). */
  followLink: (href: string) => void;
};

/** The frame content of the current step: title, extras and body, and the legal footer. */
export function susiStepContent({
  state,
  dispatch,
  track,
  followLink,
  navigation,
  flags,
  config,
}: SusiFlowProps): SusiFrameContent {
  const { operation, step, entryPoint, subject } = state;
  const copy = susiCopy(operation, entryPoint, subject, config.productName, storiesReadThisMonth());
  // Subscribing to a writer: 'Create Account' leads, the providers follow as subtle links.
  const subscribing = operation === 'register' && entryPoint === ENTRY_POINTS.subscribeUser && subject.user !== null;
  const footer = (cta: string, recaptcha = false): ReactNode => (
    <LegalFooter
      cta={cta}
      productName={config.productName}
      termsHref={navigation.buildLink('terms')}
      privacyHref={navigation.buildLink('privacy')}
      onFollowLink={followLink}
      recaptcha={recaptcha}
      extras={copy.legalExtras}
    />
  );
  // 'powered by' names the product when the flow belongs to a publication.
  const poweredBy = subject.collection ? `${subject.collection.name} is powered by ${config.productName}` : null;
  const track$ = (name: string, data?: Record<string, unknown>) => track(name, { operation, entryPoint, ...data });

  switch (step) {
    case null:
      return {
        title: copy.optionsTitle,
        size: 'xl',
        contentKey: `options-${operation}`,
        poweredBy,
        subheader: copy.optionsSubheader,
        ...(state.notice
          ? {
              callout: (
                <p role="alert" className="ink-susi-notice">
                  {state.notice}
                </p>
              ),
            }
          : {}),
        footer: footer(copy.cta),
        children: (
          <OptionScreen
            operation={operation}
            copy={copy}
            flags={flags}
            redirect={state.redirect}
            entryPoint={entryPoint}
            action={{ actionUrl: state.actionUrl, token: state.accountToken }}
            helpHref={config.hosts.help}
            userAgent={typeof navigator === 'undefined' ? '' : navigator.userAgent}
            onChooseEmail={() => dispatch({ type: 'chooseEmail' })}
            onToggleOperation={() => dispatch({ type: 'toggleOperation' })}
            onTrack={track$}
            {...(subscribing ? { emailLabel: copy.cta, socialAs: 'subtle-link' as const } : {})}
          />
        ),
      };
    case 'ENTER_EMAIL':
      return {
        title: copy.emailTitle,
        size: 'l',
        contentKey: `email-${operation}`,
        poweredBy,
        subheader: copy.emailSubheader,
        footer: footer('Continue', operation === 'register'),
        children: (
          <EmailStep state={state} copy={copy} helpHref={config.hosts.help} dispatch={dispatch} onTrack={track$} />
        ),
      };
    case 'UNRECOGNIZED_EMAIL':
      return {
        title: "Sorry, we didn't recognize that email.",
        size: 'l',
        contentKey: 'unrecognized',
        children: <UnrecognizedEmailStep dispatch={dispatch} />,
      };
    case 'CHECK_YOUR_INBOX':
      return {
        title: 'Check your email inbox',
        size: 'l',
        icon: 'envelope',
        contentKey: 'inbox',
        children: <CheckInboxStep state={state} copy={copy} dispatch={dispatch} />,
      };
  }
}

/** What the host's reading meter counts for this month (none where the browser keeps no storage). */
function storiesReadThisMonth(): number {
  if (typeof window === 'undefined') return 0;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // storage refused: nothing counted
  }
  return currentCounts(readReadingMeter(storage), new Date()).month;
}
