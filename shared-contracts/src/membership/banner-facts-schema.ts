/**
 * The shape of the banner facts the edge preloads, as the host validates them (its preloaded
 * state). A module of its own: zod schemas are built when their module is evaluated, so while they
 * sat in `banner-facts.ts` the membership remote, which reads the facts the host has validated,
 * loaded zod (7 KiB gzip) on every page for them.
 */
import { z } from 'zod/mini';

const paymentMethodSchema = z.lazy(() =>
  z.union([
    z.object({
      kind: z.enum(['CreditCard', 'ApplePayCard', 'GooglePayCard']),
      expirationMonth: z.number(),
      expirationYear: z.number(),
    }),
    z.object({ kind: z.literal('PaypalAccount') }),
  ]),
);

const membershipStatusSchema = z.lazy(() =>
  z.object({
    tier: z.optional(z.enum(['MEMBER', 'FRIEND'])),
    isCancelled: z.boolean(),
    paymentProvider: z.string(),
    currentPeriodEndsAt: z.number(),
    paymentFailedAt: z.nullable(z.number()),
    hasCreditCardExpired: z.boolean(),
    hasRecurringPaymentFailedMoreThanOnce: z.boolean(),
    paymentMethod: z.nullable(paymentMethodSchema),
  }),
);

/**
 * What the edge asked the API, as the reader, for the banner area of a signed-in viewer's
 * document: their membership (null: none), the flags of banners they dismissed on the server,
 * and, on a post page, whether that story is locked. The page's local dismissals are not here:
 * the edge cannot see localStorage, the host's first render reads them.
 */
export const bannerFactsSchema = z.lazy(() =>
  z.object({
    membership: z.nullable(membershipStatusSchema),
    dismissableFlags: z.array(z.string()),
    post: z.nullable(z.object({ id: z.string(), isLocked: z.boolean() })),
  }),
);
export type BannerFacts = z.infer<typeof bannerFactsSchema>;
