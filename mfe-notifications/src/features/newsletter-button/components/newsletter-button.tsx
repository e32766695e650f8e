import { useQuery } from '@apollo/client/react';
import {
  AUTH_ENTRY_POINTS,
  NoncedStyle,
  useObservableValue,
  type NewsletterButtonProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useCallback, useRef, useState } from 'react';
import { NewsletterButtonTargetDocument } from '../api/__generated__/newsletter-button-target.generated.ts';
import { exportSubscribers, setNewsletterSubscription, type NewsletterOutcome } from '../api/newsletter-mutations.ts';
import { newsletterControlName, newsletterControlOf, type NewsletterControl } from '../model/newsletter-control.ts';
import { newsletterButtonCss } from './newsletter-button.css.ts';

const LOADING: ViewerState = { status: 'loading' };

/**
 * A writer's newsletter on their profile: Subscribe / Unsubscribe, optimistic in
 * the one cache, with the newsletter-subscribe / newsletter-unsubscribe toasts; on one's own
 * profile, the subscriber export (the list arrives by email; the subscriber-export-email toast).
 */
export function NewsletterButton({ apollo, bus, viewer$, writer }: NewsletterButtonProps) {
  const viewer = useObservableValue(viewer$, LOADING);
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  const { data } = useQuery(NewsletterButtonTargetDocument, {
    client: apollo,
    variables: { id: writer.id },
    skip: viewer.status === 'loading',
  });
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const report = useCallback(
    (outcome: NewsletterOutcome, onDone: () => void) => {
      if (outcome.type === 'done') onDone();
      else if (outcome.type === 'unauthenticated') bus.publish('auth/open', { operation: 'login' });
      else bus.publish('toast/show', { kind: 'error', ...(outcome.message ? { message: outcome.message } : {}) });
    },
    [bus],
  );

  const run = useCallback(
    async (control: NewsletterControl, name: string) => {
      if (control.action === 'sign-in') {
        // A visitor is invited to create an account to get the newsletter (the register flow's wording).
        bus.publish('auth/open', {
          operation: 'register',
          entryPoint: AUTH_ENTRY_POINTS.subscribeUser,
          user: { id: writer.id, name },
        });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      if (control.action === 'export') {
        report(await exportSubscribers(apollo), () => bus.publish('toast/show', { kind: 'subscriber-export-email' }));
      } else {
        const subscribe = control.action === 'subscribe';
        report(await setNewsletterSubscription(apollo, writer.id, subscribe), () =>
          bus.publish('toast/show', { kind: subscribe ? 'newsletter-subscribe' : 'newsletter-unsubscribe', name }),
        );
      }
      busy.current = false;
      setPending(false);
    },
    [apollo, bus, report, writer.id],
  );

  const user = data?.user;
  if (viewer.status === 'loading' || !user) return null;
  const control = newsletterControlOf(viewerId, user.id, user.viewerEdge.isSubscribedToNewsletter);
  return (
    <>
      <NoncedStyle>{newsletterButtonCss}</NoncedStyle>
      <button
        type="button"
        className={`ink-newsletter${control.action === 'unsubscribe' ? ' ink-newsletter--subscribed' : ''}`}
        aria-label={newsletterControlName(control, user.name)}
        aria-busy={pending}
        data-testid="newsletter-button"
        onClick={() => void run(control, user.name)}
      >
        {control.label}
      </button>
    </>
  );
}
