import { bannerMembershipOf, type BannerFacts } from '@inkpot/shared-contracts/banners';
import { z } from 'zod/mini';
import { edgeGraphqlQuery } from '../api/api-graphql.ts';
import { oncePerFailure } from '../observability/failure-log.ts';

/** The banner area's facts for a signed-in reader's document; null when the API could not say. */
export type BannerFactsLookup = (
  cookieHeader: string | undefined,
  postId: string | null,
) => Promise<BannerFacts | null>;

/**
 * The fields of the banner stack's own queries (UseReactivateMembershipUpsellQuery,
 * UsePaymentMethodRetentionQuery, BannerStackPostLock) that its rules read, in one operation.
 */
export const EDGE_BANNER_FACTS_QUERY = /* GraphQL */ `
  query EdgeBannerFacts($postId: ID!, $onPost: Boolean!) {
    viewer {
      id
      dismissableFlags
      membership {
        id
        tier
      }
      membershipStatus {
        isCancelled
        paymentProvider
        currentPeriodEndsAt
        paymentFailedAt
        hasCreditCardExpired
        hasRecurringPaymentFailedMoreThanOnce
        paymentMethod {
          __typename
          ... on CreditCard {
            expirationMonth
            expirationYear
          }
          ... on ApplePayCard {
            expirationMonth
            expirationYear
          }
          ... on GooglePayCard {
            expirationMonth
            expirationYear
          }
        }
      }
    }
    post(id: $postId) @include(if: $onPost) {
      id
      isLocked
    }
  }
`;

const cardSchema = z.object({
  __typename: z.enum(['CreditCard', 'ApplePayCard', 'GooglePayCard']),
  expirationMonth: z.number(),
  expirationYear: z.number(),
});

const answerSchema = z.object({
  data: z.object({
    viewer: z.nullable(
      z.object({
        dismissableFlags: z.array(z.string()),
        membership: z.nullable(z.object({ tier: z.string() })),
        membershipStatus: z.nullable(
          z.object({
            isCancelled: z.boolean(),
            paymentProvider: z.string(),
            currentPeriodEndsAt: z.string(),
            paymentFailedAt: z.nullable(z.string()),
            hasCreditCardExpired: z.boolean(),
            hasRecurringPaymentFailedMoreThanOnce: z.boolean(),
            paymentMethod: z.nullable(z.union([cardSchema, z.object({ __typename: z.literal('PaypalAccount') })])),
          }),
        ),
      }),
    ),
    post: z.optional(z.nullable(z.object({ id: z.string(), isLocked: z.boolean() }))),
  }),
});

/**
 * Asks the API, as the reader, what the banner rules need, so the document carries
 * it and the host knows the banner's box before paint. A slow or failed answer must not hold the
 * page: after the session timeout, or on any failure (a viewer the API does not know included),
 * it is null and the host falls back to its likeliest guess.
 */
export function apiBannerFactsLookup(apiUrl: string, logger: Pick<Console, 'error'> = console): BannerFactsLookup {
  const log = oncePerFailure(
    logger,
    (message) => `[edge] Banner facts lookup failed (${message}); the host guesses the banner's box.`,
  );
  return async function lookup(cookieHeader, postId) {
    try {
      const { viewer, post } = await edgeGraphqlQuery(
        apiUrl,
        {
          name: 'EdgeBannerFacts',
          query: EDGE_BANNER_FACTS_QUERY,
          variables: { postId: postId ?? '', onPost: postId !== null },
        },
        answerSchema,
        cookieHeader,
      );
      if (!viewer) throw new Error('the API knows no viewer for this session');
      log.succeeded();
      return {
        membership: viewer.membershipStatus
          ? bannerMembershipOf(viewer.membershipStatus, viewer.membership?.tier)
          : null,
        dismissableFlags: viewer.dismissableFlags,
        post: post ?? null,
      };
    } catch (error) {
      log.failed(error);
      return null;
    }
  };
}
