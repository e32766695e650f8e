import { useQuery } from '@apollo/client/react';
import {
  AUTH_ENTRY_POINTS,
  NoncedStyle,
  useObservableValue,
  type BusEventMap,
  type NewsletterButtonProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useCallback, useRef, useState } from 'react';
import { NewsletterButtonTargetDocument } from '../api/__generated__/newsletter-button-target.generated.ts';
import { PublicationNewsletterButtonTargetDocument } from '../api/__generated__/publication-newsletter-button-target.generated.ts';
import {
  exportSubscribers,
  setNewsletterSubscription,
  setPublicationNewsletterSubscription,
  type NewsletterOutcome,
} from '../api/newsletter-mutations.ts';
import {
  newsletterControlName,
  newsletterControlOf,
  publicationNewsletterControlOf,
  type NewsletterControl,
} from '../model/newsletter-control.ts';
import { newsletterButtonCss } from './newsletter-button.css.ts';

const LOADING: ViewerState = { status: 'loading' };

interface Actions {
  /** A visitor's Subscribe: the sign-up flow, worded for this newsletter. */
  signIn: (name: string) => BusEventMap['auth/open'];
  /** Subscribe (true) or unsubscribe (false). */
  setSubscribed: (subscribe: boolean) => Promise<NewsletterOutcome>;
}

/** The button itself, for a writer's newsletter or a publication's: one action at a time, each outcome reported. */
function NewsletterControlButton({
  props: { apollo, bus },
  control,
  name,
  actions,
}: {
  props: NewsletterButtonProps;
  control: NewsletterControl;
  name: string;
  actions: Actions;
}) {
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

  const run = async () => {
    if (control.action === 'sign-in') {
      bus.publish('auth/open', actions.signIn(name));
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    if (control.action === 'export') {
      report(await exportSubscribers(apollo), () => bus.publish('toast/show', { kind: 'subscriber-export-email' }));
    } else {
      const subscribe = control.action === 'subscribe';
      report(await actions.setSubscribed(subscribe), () =>
        bus.publish('toast/show', { kind: subscribe ? 'newsletter-subscribe' : 'newsletter-unsubscribe', name }),
      );
    }
    busy.current = false;
    setPending(false);
  };

  return (
    <>
      <NoncedStyle>{newsletterButtonCss}</NoncedStyle>
      <button
        type="button"
        className={`ink-newsletter${control.action === 'unsubscribe' ? ' ink-newsletter--subscribed' : ''}`}
        aria-label={newsletterControlName(control, name)}
        aria-busy={pending}
        data-testid="newsletter-button"
        onClick={() => void run()}
      >
        {control.label}
      </button>
    </>
  );
}

/**
 * A writer's newsletter on their profile: Subscribe / Unsubscribe, optimistic in the one cache, with
 * the newsletter-subscribe / newsletter-unsubscribe toasts; on one's own profile, the subscriber
 * export (the list arrives by email; the subscriber-export-email toast).
 */
function WriterNewsletterButton({ props, writerId }: { props: NewsletterButtonProps; writerId: string }) {
  const viewer = useObservableValue(props.viewer$, LOADING);
  const { data } = useQuery(NewsletterButtonTargetDocument, {
    client: props.apollo,
    variables: { id: writerId },
    skip: viewer.status === 'loading',
  });
  const user = data?.user;
  if (viewer.status === 'loading' || !user) return null;
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  return (
    <NewsletterControlButton
      props={props}
      control={newsletterControlOf(viewerId, user.id, user.viewerEdge.isSubscribedToNewsletter)}
      name={user.name}
      actions={{
        // A visitor is invited to create an account to get the newsletter (the register flow's wording).
        signIn: (name) => ({
          operation: 'register',
          entryPoint: AUTH_ENTRY_POINTS.subscribeUser,
          user: { id: writerId, name },
        }),
        setSubscribed: (subscribe) => setNewsletterSubscription(props.apollo, writerId, subscribe),
      }}
    />
  );
}

/**
 * A publication's newsletter on its newsletter page: Subscribe / Unsubscribe, the same way; a
 * visitor gets the sign-up flow of the newsletter promo (which says the address is shared with the
 * publication). Nothing when the publication has no newsletter.
 */
function PublicationNewsletterButton({
  props,
  publicationId,
}: {
  props: NewsletterButtonProps;
  publicationId: string;
}) {
  const viewer = useObservableValue(props.viewer$, LOADING);
  const { data } = useQuery(PublicationNewsletterButtonTargetDocument, {
    client: props.apollo,
    variables: { id: publicationId },
    skip: viewer.status === 'loading',
  });
  const publication = data?.collection;
  if (viewer.status === 'loading' || !publication?.newsletter) return null;
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  return (
    <NewsletterControlButton
      props={props}
      control={publicationNewsletterControlOf(viewerId, publication.viewerEdge.isSubscribedToNewsletter)}
      name={publication.name}
      actions={{
        signIn: (name) => ({
          operation: 'register',
          entryPoint: AUTH_ENTRY_POINTS.newsletterPromo,
          collection: { id: publicationId, name, slug: publication.slug },
        }),
        setSubscribed: (subscribe) => setPublicationNewsletterSubscription(props.apollo, publicationId, subscribe),
      }}
    />
  );
}

/** The `newsletter-button` parcel: a writer's newsletter (`writer`) or a publication's (`collection`). */
export function NewsletterButton(props: NewsletterButtonProps) {
  if (props.collection) return <PublicationNewsletterButton props={props} publicationId={props.collection.id} />;
  return <WriterNewsletterButton props={props} writerId={props.writer.id} />;
}
