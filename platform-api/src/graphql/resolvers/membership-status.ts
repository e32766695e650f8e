/** The billing side of a membership, for the banners and the reactivation modal. */
import type { MembershipStatusResolvers } from '../../__generated__/resolvers-types.ts';
import { hasCardExpired, planDiscount, PLAN_PRICES } from '../../domain/membership-rules.ts';
import { loaders, type PaymentMethodRow } from './loaders.ts';

const CARD_KINDS = new Set(['CreditCard', 'ApplePayCard', 'GooglePayCard']);

function paymentMethod(row: PaymentMethodRow) {
  if (row.kind === 'PaypalAccount') return { __typename: 'PaypalAccount' as const, id: row.id, email: null };
  if (!CARD_KINDS.has(row.kind)) return null;
  return {
    __typename: row.kind as 'CreditCard' | 'ApplePayCard' | 'GooglePayCard',
    id: row.id,
    cardType: row.cardType ?? 'unknown',
    lastFour: row.lastFour ?? '',
    expirationMonth: row.expirationMonth ?? 0,
    expirationYear: row.expirationYear ?? 0,
  };
}

export const MembershipStatus: MembershipStatusResolvers = {
  membershipId: (membership) => membership.id,
  planV2: (membership) => {
    const discount = planDiscount(membership);
    return {
      discount: discount && {
        regularPrice: { amount: discount.regularPrice, currency: membership.currency },
        numCycles: discount.numCycles,
      },
    };
  },
  // A switch takes effect when the current period ends (switchMembershipPlan).
  switchPlanSchedule: (membership) => {
    const type = membership.scheduledMembershipType;
    if (!type) return null;
    return {
      startAt: membership.currentPeriodEndsAt,
      plan: { membershipType: type, price: { amount: PLAN_PRICES[type] ?? 0, currency: membership.currency } },
    };
  },
  hasCreditCardExpired: async (membership, _args, ctx) => {
    const method = await loaders(ctx).paymentMethod.load(membership.userId);
    return method !== null && CARD_KINDS.has(method.kind) && hasCardExpired(method, ctx.services.now());
  },
  paymentMethod: async (membership, _args, ctx) => {
    const method = await loaders(ctx).paymentMethod.load(membership.userId);
    return method && paymentMethod(method);
  },
};
