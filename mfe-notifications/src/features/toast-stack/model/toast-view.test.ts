import { toastKindSchema, type ToastKind } from '@inkpot/shared-contracts';
import { conditionToasts, EU_UK_COUNTRIES } from './conditions.ts';
import { toastViewOf } from './toast-view.ts';

const view = (payload: Parameters<typeof toastViewOf>[0]) => toastViewOf(payload, { productName: 'Inkpot', now: 0 });
const writer = { type: 'user', id: 'u1', name: 'Rosa' } as const;

describe('toast kinds', () => {
  it("uses the product's toast and action texts verbatim", () => {
    expect(view({ kind: 'follow-fail' })).toMatchObject({
      message: "Sorry, that didn't work. Click Follow on the page below to try again.",
      style: 'error',
    });
    expect(view({ kind: 'follow-self' }).message).toBe('You cannot follow yourself on Inkpot');
    expect(view({ kind: 'follow-already', name: 'Rosa' }).message).toBe("You're already following Rosa");
    expect(view({ kind: 'user-suspended' }).message).toBe('Your account was found in violation of the Rules.');
    expect(view({ kind: 'post-suspended' }).message).toBe('This story was found in violation of the Rules.');
    expect(view({ kind: 'limited-state' }).message).toBe(
      'The following content is under review as a potential violation of our rules.',
    );
    expect(view({ kind: 'subdomain-unclaim-error' }).message).toBe(
      'An error occured during deactivation of the subdomain.',
    );
    expect(view({ kind: 'payout-retry', retryKey: 'payout' })).toMatchObject({
      message: 'An error occured while we were recording your payout information.',
      action: { label: 'Retry', effect: { type: 'retry', retryKey: 'payout' } },
    });
    expect(view({ kind: 'error' }).message).toBe(
      'An error occured. Please try again or contact our support team for help.',
    );
    expect(view({ kind: 'code-sent' })).toMatchObject({ message: 'Code sent!', duration: 3000, hideClose: true });
  });

  it('wires every Undo to its real action', () => {
    expect(view({ kind: 'mute-entity', entity: writer }).action).toEqual({
      label: 'Undo',
      effect: { type: 'unmute', entity: writer },
    });
    expect(view({ kind: 'follow-publisher', collection: { id: 'c1', name: 'Quiet' } }).action?.effect).toEqual({
      type: 'unfollow-collection',
      collectionId: 'c1',
    });
    expect(view({ kind: 'move-to-trash', postId: 'p1' }).action?.effect).toEqual({
      type: 'restore-post',
      postId: 'p1',
    });
    expect(
      view({ kind: 'hide-response', parent: { type: 'post', id: 'p1' }, responseId: 'r1' }).action?.effect,
    ).toEqual({
      type: 'unhide-response',
      parentPostId: 'p1',
      responseId: 'r1',
    });
    expect(
      view({ kind: 'hide-response', parent: { type: 'catalog', id: 'c1' }, responseId: 'r1' }).action?.effect,
    ).toEqual({ type: 'show-catalog-response', catalogId: 'c1', responseId: 'r1' });
    expect(view({ kind: 'verify-email' }).action?.effect).toEqual({ type: 'send-verification-email' });
  });

  it("says 'into your member account' for members and 'in as' for others", () => {
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'MEMBER' }).message).toContain(
      'into your member account',
    );
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: null }).message).toBe('Signed in as Mo.');
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'MEMBER' }).badge).toBe('member');
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'FRIEND' }).badge).toBe('friend');
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: null }).badge).toBeUndefined();
    expect(view({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'FRIEND' }).testId).toBe(
      'toast-sign-in-confirmation-friend',
    );
  });

  it('passes a plain toast through', () => {
    expect(view({ message: 'Saved.', duration: 'NEXTPAGE', extraParams: { testId: 'saved' } })).toEqual({
      message: 'Saved.',
      duration: 'NEXTPAGE',
      style: undefined,
      hideClose: undefined,
      testId: 'saved',
    });
  });

  it('rejects a kind with missing data at the bus schema', () => {
    expect(toastKindSchema.safeParse({ kind: 'mute-entity' }).success).toBe(false);
    expect(toastKindSchema.safeParse({ kind: 'mute-entity', entity: writer } satisfies ToastKind).success).toBe(true);
  });
});

describe('condition toasts', () => {
  const base = { signedIn: false, country: 'US', privacyAccepted: false, emailObfuscated: null, isSuspended: false };
  it('has the 28 EU and UK countries', () => {
    expect(EU_UK_COUNTRIES.size).toBe(28);
    expect(EU_UK_COUNTRIES.has('GB')).toBe(true);
  });
  it('shows the privacy banner to logged-out EU/UK visitors who have not accepted', () => {
    expect(conditionToasts({ ...base, country: 'FR' })).toEqual([{ kind: 'privacy-banner' }]);
    expect(conditionToasts({ ...base, country: 'fr' })).toEqual([{ kind: 'privacy-banner' }]);
    expect(conditionToasts({ ...base, country: 'US' })).toEqual([]);
    expect(conditionToasts({ ...base, country: 'FR', privacyAccepted: true })).toEqual([]);
    expect(conditionToasts({ ...base, country: 'FR', signedIn: true, emailObfuscated: 'a***@x.com' })).toEqual([]);
  });
  it('asks a signed-in reader with an unverified email to verify, and tells a suspended one', () => {
    expect(conditionToasts({ ...base, signedIn: true, emailObfuscated: '' })).toEqual([{ kind: 'verify-email' }]);
    expect(conditionToasts({ ...base, signedIn: true, emailObfuscated: 'a***@x.com', isSuspended: true })).toEqual([
      { kind: 'user-suspended' },
    ]);
  });
});
