import { z } from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));

/** A writer or a publication, as follow and mute toasts name them. */
export const toastEntitySchema = z.lazy(() =>
  z.object({
    type: z.enum(['user', 'collection']),
    id: nonEmpty(),
    name: nonEmpty(),
  }),
);
export type ToastEntity = z.infer<typeof toastEntitySchema>;

/**
 * The toast kinds as data. A sender says what happened; the notifications remote
 * owns the wording, the duration and the action (Undo, Retry, Resend) with its real mutation.
 * `retryKey` names the sender's own retry: the Retry action publishes `toast/retry` with it.
 */
export const toastKindSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('privacy-banner') }),
    z.object({ kind: z.literal('subscriber-export-email') }),
    z.object({ kind: z.literal('verify-email') }),
    z.object({ kind: z.literal('verification-email-sent') }),
    z.object({ kind: z.literal('limited-state') }),
    z.object({ kind: z.literal('retryable-error'), message: z.optional(nonEmpty()), retryKey: nonEmpty() }),
    z.object({ kind: z.literal('newsletter-subscribe'), name: nonEmpty() }),
    z.object({ kind: z.literal('newsletter-unsubscribe'), name: nonEmpty() }),
    z.object({ kind: z.literal('user-suspended') }),
    z.object({ kind: z.literal('post-suspended') }),
    z.object({
      kind: z.literal('hide-response'),
      parent: z.discriminatedUnion('type', [
        z.object({ type: z.literal('post'), id: nonEmpty() }),
        z.object({ type: z.literal('catalog'), id: nonEmpty() }),
      ]),
      responseId: nonEmpty(),
    }),
    z.object({ kind: z.literal('post-pinned'), pinned: z.boolean(), collectionName: nonEmpty() }),
    z.object({ kind: z.literal('follow-success'), entity: toastEntitySchema }),
    z.object({ kind: z.literal('follow-fail') }),
    z.object({ kind: z.literal('follow-self') }),
    z.object({ kind: z.literal('follow-already'), name: nonEmpty() }),
    z.object({ kind: z.literal('mute-entity'), entity: toastEntitySchema }),
    z.object({ kind: z.literal('publish-response') }),
    z.object({ kind: z.literal('follow-publisher'), collection: z.object({ id: nonEmpty(), name: nonEmpty() }) }),
    z.object({ kind: z.literal('feature-story'), featured: z.boolean() }),
    z.object({
      kind: z.literal('sign-in-confirmation'),
      name: nonEmpty(),
      tier: z.nullable(z.enum(['MEMBER', 'FRIEND'])),
    }),
    z.object({ kind: z.literal('subscription-promotion'), enabled: z.boolean() }),
    z.object({ kind: z.literal('move-to-trash'), postId: nonEmpty() }),
    z.object({ kind: z.literal('subdomain-unclaim-error') }),
    z.object({ kind: z.literal('undelete'), postId: nonEmpty(), title: nonEmpty() }),
    z.object({ kind: z.literal('alternate-user'), redactedEmailAddress: nonEmpty() }),
    z.object({ kind: z.literal('follow-list'), listName: nonEmpty() }),
    z.object({ kind: z.literal('payout-retry'), retryKey: nonEmpty() }),
    z.object({ kind: z.literal('code-sent') }),
    z.object({ kind: z.literal('message'), message: nonEmpty() }),
    z.object({ kind: z.literal('error'), message: z.optional(nonEmpty()) }),
  ]),
);

export type ToastKind = z.infer<typeof toastKindSchema>;
export type ToastKindName = ToastKind['kind'];
