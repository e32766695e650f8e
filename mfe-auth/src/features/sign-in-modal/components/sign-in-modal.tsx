import { useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useReducer } from 'react';
import { methodLabel, redirectTarget } from '../model/sign-in-methods.ts';
import { susiCopy } from '../model/susi-copy.ts';
import { closedSusiState, openedSusiState, susiReducer } from '../model/susi-machine.ts';
import { EmailStep } from './email-step.tsx';
import { LegalFooter } from './legal-footer.tsx';
import { OptionScreen } from './option-screen.tsx';
import { signInModalCss } from './sign-in-modal.css.ts';
import { SusiDialog } from './susi-dialog.tsx';

export type SignInModalProps = Pick<MountProps, 'bus' | 'navigation' | 'flags' | 'config' | 'telemetry'>;

/**
 * The sign-in/sign-up modal (spec 02 §2.1): hidden until someone publishes `auth/open`, closed
 * by the reader or by `auth/close`.
 */
export function SignInModal({ bus, navigation, flags, config, telemetry }: SignInModalProps) {
  const [state, dispatch] = useReducer(susiReducer, closedSusiState);
  const location = useObservableValue<ShellLocation | null>(navigation.location$, null);
  const close = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(() => {
    const subscriptions = [
      bus.on('auth/open').subscribe((request) => {
        dispatch({ type: 'open', request });
        telemetry.track('susi.modalViewed', { operation: openedSusiState(request).operation });
      }),
      bus.on('auth/close').subscribe(() => dispatch({ type: 'close' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, telemetry]);

  if (!state.open) return null;

  const { operation, step } = state;
  const copy = susiCopy(operation, config.productName);
  const footer = (
    <LegalFooter
      cta={copy.cta}
      productName={config.productName}
      termsHref={navigation.buildLink('terms')}
      privacyHref={navigation.buildLink('privacy')}
      onFollowLink={(href) => {
        close();
        navigation.navigate(href);
      }}
    />
  );
  const toggleOperation = () => dispatch({ type: 'toggleOperation' });

  // Only an email send leads to UNRECOGNIZED_EMAIL and CHECK_YOUR_INBOX; it arrives with the
  // sendAcctAuthEmail mutation, and so do those steps.
  if (step !== null && step !== 'ENTER_EMAIL') return null;

  return (
    <>
      <style>{signInModalCss}</style>
      {step === null ? (
        <SusiDialog title={copy.optionsTitle} size="xl" contentKey="options" onClose={close} footer={footer}>
          <OptionScreen
            operation={operation}
            copy={copy}
            flags={flags}
            redirect={redirectTarget(state.redirect, location, config.hosts.app)}
            helpHref={config.hosts.help}
            onChooseEmail={() => dispatch({ type: 'chooseEmail' })}
            onToggleOperation={toggleOperation}
          />
        </SusiDialog>
      ) : (
        <SusiDialog title={methodLabel('email', operation)} size="l" contentKey="email" onClose={close} footer={footer}>
          <EmailStep
            copy={copy}
            onToggleOperation={toggleOperation}
            onShowOptions={() => dispatch({ type: 'showOptions' })}
          />
        </SusiDialog>
      )}
    </>
  );
}
