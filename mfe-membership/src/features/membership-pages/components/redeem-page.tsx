import { useQuery } from '@apollo/client/react';
import {
  GIFT_CODE_MAX_LENGTH,
  NoncedStyle,
  useObservableValue,
  type RemotePageProps,
  type ViewerState,
} from '@inkpot/shared-contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MembershipSettingsDocument } from '../api/__generated__/membership-settings.generated.ts';
import { useRedeemGiftCodeMutation } from '../api/use-redeem-gift-code-mutation.ts';
import { giftCodeFromSearch, redeemedText, redeemSubmission, type RedeemView } from '../model/gift-redemption.ts';
import { membershipPagesCss } from './membership-pages.css.ts';
import { RouteLink } from './route-link.tsx';

/**
 * /redeem and /redeem-gift: a signed-in reader types a gift code and gets the membership it pays
 * for. A code that cannot be one is refused before sending; the API's refusals (unknown, used,
 * expired, not for past members, already a member) are shown under the field, which keeps the text.
 */
export function RedeemPage({ apollo, bus, viewer$, navigation }: RemotePageProps) {
  const viewer = useObservableValue<ViewerState | null>(viewer$, null);
  const redeem = useRedeemGiftCodeMutation(apollo);
  const [view, setView] = useState<RedeemView>({ kind: 'form', error: null });
  const { data } = useQuery(MembershipSettingsDocument, {
    client: apollo,
    skip: view.kind !== 'redeemed',
    fetchPolicy: 'network-only',
  });
  const inputId = useId();
  const errorId = useId();

  const field = useRef<HTMLInputElement>(null);
  const showsForm = viewer?.status === 'signed-in' && view.kind !== 'redeemed';

  // The field is the browser's own (not React state): what a reader typed into the server's page
  // before it hydrated stays. A gift link's code fills it once in the browser, if still empty.
  useEffect(() => {
    if (showsForm && field.current && !field.current.value) {
      field.current.value = giftCodeFromSearch(navigation.initialSearch ?? window.location.search);
    }
  }, [showsForm, navigation]);

  const frame = (body: React.ReactNode) => (
    <div className="ink-mpage ink-mpage--narrow" data-testid="redeem-page">
      <NoncedStyle>{membershipPagesCss}</NoncedStyle>
      <h1 className="ink-mpage__title">Redeem a gift</h1>
      {body}
    </div>
  );

  if (!viewer || viewer.status === 'loading') return frame(<p className="ink-mpage__lead">Loading…</p>);
  if (viewer.status !== 'signed-in') {
    return frame(
      <>
        <p className="ink-mpage__lead">Sign in to redeem your gift membership.</p>
        <p className="ink-mpage__actions">
          <button
            type="button"
            className="ink-mpage__button"
            onClick={() =>
              bus.publish('auth/open', { operation: 'login', redirect: `${location.pathname}${location.search}` })
            }
          >
            Sign in
          </button>
        </p>
      </>,
    );
  }
  if (view.kind === 'redeemed') {
    return frame(
      <>
        <p className="ink-mpage__lead" role="status">
          Welcome to membership. {redeemedText(data?.viewer?.membershipStatus?.currentPeriodEndsAt)}
        </p>
        <p className="ink-mpage__actions">
          <RouteLink navigation={navigation} to="home" className="ink-mpage__button">
            Start reading
          </RouteLink>
          <RouteLink
            navigation={navigation}
            to="manageMembership"
            className="ink-mpage__button ink-mpage__button--quiet"
          >
            Manage membership
          </RouteLink>
        </p>
      </>,
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('giftCode');
    const submission = redeemSubmission(typeof typed === 'string' ? typed : '');
    if ('error' in submission) {
      setView({ kind: 'form', error: submission.error });
      return;
    }
    setView({ kind: 'sending' });
    setView(await redeem(submission.code));
  };
  const error = view.kind === 'form' ? view.error : null;
  return frame(
    <>
      <p className="ink-mpage__lead">Enter the gift code from your gift message.</p>
      <form className="ink-mpage__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId}>Gift code</label>
        <div className="ink-mpage__field">
          <input
            id={inputId}
            ref={field}
            name="giftCode"
            defaultValue=""
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GIFT_CODE_MAX_LENGTH + 20}
            placeholder="INKPOT-GIFT-2026"
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="ink-mpage__button" disabled={view.kind === 'sending'}>
            {view.kind === 'sending' ? 'Redeeming…' : 'Redeem'}
          </button>
        </div>
        {error && (
          <p id={errorId} className="ink-mpage__field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </>,
  );
}
