import type { BusEventMap, ToastDuration, ToastEntity } from '@inkpot/shared-contracts';

/**
 * What a toast's button does, as data: the stack runs it (a real mutation, a bus event or a
 * navigation), so the mapping from kind to toast stays a pure function with tests.
 */
export type ToastEffect =
  | { type: 'unhide-response'; parentPostId: string; responseId: string }
  | { type: 'show-catalog-response'; catalogId: string; responseId: string }
  | { type: 'unmute'; entity: ToastEntity }
  | { type: 'unfollow-collection'; collectionId: string }
  | { type: 'restore-post'; postId: string }
  | { type: 'undelete-post'; postId: string; title: string }
  | { type: 'send-verification-email' }
  | { type: 'retry'; retryKey: string }
  | { type: 'sign-in' }
  | { type: 'accept-privacy' };

export interface ToastAction {
  label: string;
  effect: ToastEffect;
}

/** A toast ready to render: the toast's fields plus its optional action. */
export interface ToastView {
  message: string;
  duration?: ToastDuration;
  style?: 'default' | 'success' | 'error';
  hideClose?: boolean;
  testId?: string;
  action?: ToastAction;
  /** A membership badge before the message (the sign-in confirmation; FRIEND has its own). */
  badge?: 'member' | 'friend';
}

export type ToastShowPayload = BusEventMap['toast/show'];

/** The generic error text, verbatim. */
export const GENERIC_ERROR = 'An error occured. Please try again or contact our support team for help.';
export const SUBDOMAIN_UNCLAIM_ERROR = 'An error occured during deactivation of the subdomain.';
export const PAYOUT_ERROR = 'An error occured while we were recording your payout information.';
export const FOLLOW_FAILED = "Sorry, that didn't work. Click Follow on the page below to try again.";
export const USER_SUSPENDED = 'Your account was found in violation of the Rules.';
export const POST_SUSPENDED = 'This story was found in violation of the Rules.';
export const LIMITED_STATE = 'The following content is under review as a potential violation of our rules.';
export const CODE_SENT = 'Code sent!';
/** 'Code sent!' shows 3000 ms. */
export const CODE_SENT_MS = 3000;
export const followSelf = (product: string) => `You cannot follow yourself on ${product}`;
export const alreadyFollowing = (name: string) => `You're already following ${name}`;

const undo = (effect: ToastEffect): ToastAction => ({ label: 'Undo', effect });

/**
 * The toast for a `toast/show` payload: a plain toast as sent, or a toast kind in the
 * product's words. Texts the spec gives are verbatim; the others are ours (see the README).
 */
export function toastViewOf(payload: ToastShowPayload, context: { productName: string; now: number }): ToastView {
  if (!('kind' in payload)) {
    const { message, duration, style, hideClose, extraParams } = payload;
    return { message, duration, style, hideClose, testId: extraParams?.testId };
  }
  const testId = `toast-${payload.kind}`;
  const base = { testId };
  switch (payload.kind) {
    case 'privacy-banner':
      return {
        ...base,
        message: `${context.productName} uses cookies to understand how you use our site and to improve your experience. By continuing to use our site, you accept our use of cookies.`,
        duration: 'FOREVER',
        action: { label: 'Accept', effect: { type: 'accept-privacy' } },
      };
    case 'subscriber-export-email':
      return { ...base, message: "We're preparing your subscriber list. You will receive an email with it shortly." };
    case 'verify-email':
      return {
        ...base,
        message: 'Please verify your email address to get the most out of your account.',
        duration: 'FOREVER',
        action: { label: 'Resend verification email', effect: { type: 'send-verification-email' } },
      };
    case 'verification-email-sent':
      return { ...base, message: 'Verification email sent. Check your inbox.', style: 'success' };
    case 'limited-state':
      return { ...base, message: LIMITED_STATE, duration: 'FOREVER' };
    case 'retryable-error':
      return {
        ...base,
        message: payload.message ?? GENERIC_ERROR,
        style: 'error',
        duration: 'FOREVER',
        action: { label: 'Retry', effect: { type: 'retry', retryKey: payload.retryKey } },
      };
    case 'newsletter-subscribe':
      return { ...base, message: `You're now subscribed to ${payload.name}.`, style: 'success' };
    case 'newsletter-unsubscribe':
      return {
        ...base,
        message: `You've unsubscribed from ${payload.name}. It may take up to 24 hours to take effect.`,
      };
    case 'user-suspended':
      return { ...base, message: USER_SUSPENDED, style: 'error', duration: 'FOREVER' };
    case 'post-suspended':
      return { ...base, message: POST_SUSPENDED, style: 'error', duration: 'FOREVER' };
    case 'hide-response':
      return {
        ...base,
        message: 'This response has been hidden.',
        action: undo(
          payload.parent.type === 'post'
            ? { type: 'unhide-response', parentPostId: payload.parent.id, responseId: payload.responseId }
            : { type: 'show-catalog-response', catalogId: payload.parent.id, responseId: payload.responseId },
        ),
      };
    case 'post-pinned':
      return {
        ...base,
        message: payload.pinned
          ? `Story pinned to the top of the ${payload.collectionName} homepage.`
          : `Story unpinned from the ${payload.collectionName} homepage.`,
      };
    case 'follow-success':
      return { ...base, message: `You're now following ${payload.entity.name}.` };
    case 'follow-fail':
      return { ...base, message: FOLLOW_FAILED, style: 'error' };
    case 'follow-self':
      return { ...base, message: followSelf(context.productName), style: 'error' };
    case 'follow-already':
      return { ...base, message: alreadyFollowing(payload.name) };
    case 'mute-entity':
      return {
        ...base,
        message: `You muted ${payload.entity.name}. You won't see their stories in your feeds.`,
        action: undo({ type: 'unmute', entity: payload.entity }),
      };
    case 'publish-response':
      return { ...base, message: 'Your response was published.', style: 'success' };
    case 'follow-publisher':
      return {
        ...base,
        message: `You're now following ${payload.collection.name}.`,
        action: undo({ type: 'unfollow-collection', collectionId: payload.collection.id }),
      };
    case 'feature-story':
      return { ...base, message: payload.featured ? 'Story featured.' : 'Story unfeatured.' };
    case 'sign-in-confirmation':
      return {
        ...base,
        message: payload.tier ? `Signed into your member account as ${payload.name}.` : `Signed in as ${payload.name}.`,
        testId: payload.tier === 'FRIEND' ? 'toast-sign-in-confirmation-friend' : testId,
        ...(payload.tier ? { badge: payload.tier === 'FRIEND' ? ('friend' as const) : ('member' as const) } : {}),
      };
    case 'subscription-promotion':
      return {
        ...base,
        message: payload.enabled ? 'Subscription promotion enabled.' : 'Subscription promotion disabled.',
      };
    case 'move-to-trash':
      return {
        ...base,
        message: 'Story moved to trash. It will be permanently deleted after 14 days.',
        action: undo({ type: 'restore-post', postId: payload.postId }),
      };
    case 'subdomain-unclaim-error':
      return { ...base, message: SUBDOMAIN_UNCLAIM_ERROR, style: 'error' };
    case 'undelete':
      return {
        ...base,
        message: `"${payload.title}" is in the trash.`,
        duration: 'NEXTPAGE',
        action: { label: 'Undelete', effect: { type: 'undelete-post', postId: payload.postId, title: payload.title } },
      };
    case 'alternate-user':
      return {
        ...base,
        message: `You also have an account with ${payload.redactedEmailAddress}.`,
        duration: 'FOREVER',
        action: { label: 'Sign in', effect: { type: 'sign-in' } },
      };
    case 'follow-list':
      return { ...base, message: `You're now following the list ${payload.listName}.` };
    case 'payout-retry':
      return {
        ...base,
        message: PAYOUT_ERROR,
        style: 'error',
        duration: 'FOREVER',
        action: { label: 'Retry', effect: { type: 'retry', retryKey: payload.retryKey } },
      };
    case 'code-sent':
      return { ...base, message: CODE_SENT, duration: CODE_SENT_MS, hideClose: true };
    case 'message':
      return { ...base, message: payload.message };
    case 'error':
      return { ...base, message: payload.message ?? GENERIC_ERROR, style: 'error' };
  }
}
