import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ALREADY_A_MEMBER, GIFT_CODE_REFUSALS } from '@inkpot/shared-contracts/gift-codes';
import { eq } from 'drizzle-orm';
import { giftCodes, memberships, users } from '../../db/schema.ts';
import { insertCard, insertMembership, insertUser } from '../../testing/fixtures.ts';
import { expectData as data, signedInUser, startTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const DAY = 86_400_000;
let codes = 0;
/** A gift code row; by default unused and valid for a month after the test clock. */
async function insertGiftCode(values: Partial<typeof giftCodes.$inferInsert> = {}) {
  codes += 1;
  const [row] = await api.db
    .insert(giftCodes)
    .values({ code: `TEST-GIFT-${codes}`, expiresAt: new Date(api.clock.now.getTime() + 30 * DAY), ...values })
    .returning();
  assert.ok(row);
  return row;
}

const CANCEL = /* GraphQL */ `
  mutation CancelMembership($input: CancelMembershipInput!) {
    cancelMembership(input: $input) {
      __typename
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
    }
  }
`;
const REDEEM = /* GraphQL */ `
  mutation RedeemGiftCode($code: String!) {
    redeemGiftCode(code: $code) {
      __typename
      ... on GiftCodeRefused {
        validity
        message
      }
      ... on BadRequest {
        message
      }
      ... on Forbidden {
        message
      }
    }
  }
`;
const MEMBERSHIP = /* GraphQL */ `
  query {
    viewer {
      canCancelMembership
      canUncancelMembership
      membership {
        tier
        memberSince
      }
      membershipStatus {
        membershipType
        paymentProvider
        isCancelled
        amount
        startedAt
        currentPeriodEndsAt
        switchPlanSchedule {
          startAt
        }
      }
    }
  }
`;
interface MembershipView {
  viewer: {
    canCancelMembership: boolean;
    canUncancelMembership: boolean;
    membership: { tier: string; memberSince: string } | null;
    membershipStatus: {
      membershipType: string;
      paymentProvider: string;
      isCancelled: boolean;
      amount: number;
      startedAt: string;
      currentPeriodEndsAt: string;
      switchPlanSchedule: { startAt: string } | null;
    } | null;
  };
}

describe('cancelMembership', () => {
  it('cancels at the period end with the reason, drops a scheduled switch, and can be reactivated', async () => {
    const { user, client } = await signedInUser(api);
    const membership = await insertMembership(api.db, { userId: user.id, scheduledMembershipType: 'yearly' });
    await insertCard(api.db, user.id);
    const before = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(before.viewer.canCancelMembership, true);

    const result = await data<{ cancelMembership: unknown }>(client, CANCEL, {
      input: { membershipId: membership.id, reason: 'costs' },
    });
    assert.deepEqual(result.cancelMembership, { __typename: 'MutationSuccess' });

    const after = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(after.viewer.membershipStatus?.isCancelled, true);
    assert.equal(after.viewer.membershipStatus?.switchPlanSchedule, null);
    assert.equal(
      after.viewer.membershipStatus?.currentPeriodEndsAt,
      before.viewer.membershipStatus?.currentPeriodEndsAt,
      'it runs to the end of the period',
    );
    assert.equal(after.viewer.canCancelMembership, false);
    assert.equal(after.viewer.canUncancelMembership, true, 'the reactivate banner and modal apply');
    const [row] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
    assert.equal(row?.cancellationReason, 'costs');
    assert.deepEqual(row?.cancelledAt, api.clock.now);
  });

  it('takes no reason at all, but refuses one that is not on the list and changes nothing', async () => {
    const { user, client } = await signedInUser(api);
    const membership = await insertMembership(api.db, { userId: user.id });
    const refused = await data<{ cancelMembership: unknown }>(client, CANCEL, {
      input: { membershipId: membership.id, reason: 'bored' },
    });
    assert.deepEqual(refused.cancelMembership, {
      __typename: 'BadRequest',
      message: 'Unknown cancellation reason "bored".',
    });
    const [unchanged] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
    assert.equal(unchanged?.isCancelled, false);

    const result = await data<{ cancelMembership: unknown }>(client, CANCEL, {
      input: { membershipId: membership.id },
    });
    assert.deepEqual(result.cancelMembership, { __typename: 'MutationSuccess' });
    const [row] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
    assert.equal(row?.isCancelled, true);
    assert.equal(row?.cancellationReason, null);
  });

  it('refuses twice, app stores and gifts, saying why', async () => {
    const cases: Array<[Partial<typeof memberships.$inferInsert>, string, string]> = [
      [{ isCancelled: true }, 'BadRequest', 'This membership is already cancelled.'],
      [{ paymentProvider: 'APPLE' }, 'Forbidden', 'This membership is billed through an app store; cancel it there.'],
      [{ paymentProvider: 'GIFT' }, 'Forbidden', 'A gift membership does not renew, so there is nothing to cancel.'],
    ];
    for (const [values, typename, message] of cases) {
      const { user, client } = await signedInUser(api);
      const membership = await insertMembership(api.db, { userId: user.id, ...values });
      const result = await data<{ cancelMembership: unknown }>(client, CANCEL, {
        input: { membershipId: membership.id },
      });
      assert.deepEqual(result.cancelMembership, { __typename: typename, message });
      const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
      assert.equal(viewer.canCancelMembership, false);
      const [row] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
      assert.equal(row?.cancelledAt, null);
    }
  });

  it("answers NotFound for someone else's membership, and needs a signed-in viewer", async () => {
    const owner = await insertUser(api.db);
    const theirs = await insertMembership(api.db, { userId: owner.id });
    const { client } = await signedInUser(api);
    const result = await data<{ cancelMembership: unknown }>(client, CANCEL, { input: { membershipId: theirs.id } });
    assert.deepEqual(result.cancelMembership, { __typename: 'NotFound', message: 'Membership not found.' });
    const visitor = await api.client().graphql(CANCEL, { input: { membershipId: theirs.id } });
    assert.equal(visitor.errors?.[0]?.extensions?.['code'], 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(memberships).where(eq(memberships.id, theirs.id));
    assert.equal(row?.isCancelled, false);
  });
});

describe('redeemGiftCode', () => {
  it('grants a year of the gift plan from now, paid by the gift, and uses the code up', async () => {
    const purchaser = await insertUser(api.db);
    const gift = await insertGiftCode({ purchaserId: purchaser.id });
    const { user, client } = await signedInUser(api);

    // Typed loosely: lower case and spaces are the same code.
    const typed = ` ${gift.code.toLowerCase().replace('-gift-', ' - gift - ')} `;
    const result = await data<{ redeemGiftCode: unknown }>(client, REDEEM, { code: typed });
    assert.deepEqual(result.redeemGiftCode, { __typename: 'MutationSuccess' });

    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(viewer.membership?.tier, 'MEMBER');
    assert.deepEqual(viewer.membershipStatus, {
      membershipType: 'yearly',
      paymentProvider: 'GIFT',
      isCancelled: false,
      amount: 0,
      startedAt: api.clock.now.toISOString(),
      currentPeriodEndsAt: '2027-11-21T12:00:00.000Z',
      switchPlanSchedule: null,
    });
    assert.equal(viewer.canCancelMembership, false, 'a gift does not renew');
    assert.equal(viewer.canUncancelMembership, false);
    const [row] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, gift.code));
    assert.equal(row?.redeemedBy, user.id);
    assert.deepEqual(row?.redeemedAt, api.clock.now);
  });

  it('a Friend gift makes a Friend from today', async () => {
    const gift = await insertGiftCode({ membershipType: 'premium_yearly', giftType: 'group-gift' });
    const { client } = await signedInUser(api);
    await data(client, REDEEM, { code: gift.code });
    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(viewer.membership?.tier, 'FRIEND');
    assert.equal(viewer.membershipStatus?.membershipType, 'premium_yearly');
  });

  it('refuses unknown, used and expired codes with their reason, and grants nothing', async () => {
    const other = await insertUser(api.db);
    const used = await insertGiftCode({ redeemedBy: other.id, redeemedAt: api.clock.now });
    const expired = await insertGiftCode({ expiresAt: new Date(api.clock.now.getTime() - DAY) });
    const endsNow = await insertGiftCode({ expiresAt: api.clock.now });
    const cases: Array<[string, string]> = [
      ['NO-SUCH-GIFT', 'NOT_FOUND'],
      [used.code, 'ALREADY_USED'],
      [expired.code, 'EXPIRED'],
      [endsNow.code, 'EXPIRED'],
    ];
    for (const [code, validity] of cases) {
      const { client } = await signedInUser(api);
      const result = await data<{ redeemGiftCode: unknown }>(client, REDEEM, { code });
      assert.deepEqual(result.redeemGiftCode, {
        __typename: 'GiftCodeRefused',
        validity,
        message: GIFT_CODE_REFUSALS[validity as keyof typeof GIFT_CODE_REFUSALS],
      });
      const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
      assert.equal(viewer.membership, null, `${code}: no membership`);
    }
    const [stillUsed] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, used.code));
    assert.equal(stillUsed?.redeemedBy, other.id);
  });

  it('refuses a second redemption of one code', async () => {
    const gift = await insertGiftCode();
    const first = await signedInUser(api);
    const second = await signedInUser(api);
    await data(first.client, REDEEM, { code: gift.code });
    const result = await data<{ redeemGiftCode: { __typename: string; validity?: string } }>(second.client, REDEEM, {
      code: gift.code,
    });
    assert.equal(result.redeemGiftCode.validity, 'ALREADY_USED');
    const [row] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, gift.code));
    assert.equal(row?.redeemedBy, first.user.id);
  });

  it('keeps gifts meant for new readers from past members, ended memberships included', async () => {
    const newReadersOnly = { redeemableByPastMembers: false };
    const flagged = await signedInUser(api, { hasPastMemberships: true });
    const gift = await insertGiftCode(newReadersOnly);
    const result = await data<{ redeemGiftCode: unknown }>(flagged.client, REDEEM, { code: gift.code });
    assert.deepEqual(result.redeemGiftCode, {
      __typename: 'GiftCodeRefused',
      validity: 'NOT_REDEEMABLE_BY_PAST_MEMBERS',
      message: GIFT_CODE_REFUSALS.NOT_REDEEMABLE_BY_PAST_MEMBERS,
    });

    const lapsed = await signedInUser(api);
    await insertMembership(api.db, { userId: lapsed.user.id, currentPeriodEndsAt: new Date('2026-10-01T00:00:00Z') });
    const again = await data<{ redeemGiftCode: { validity?: string } }>(lapsed.client, REDEEM, { code: gift.code });
    assert.equal(again.redeemGiftCode.validity, 'NOT_REDEEMABLE_BY_PAST_MEMBERS');
    const [unused] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, gift.code));
    assert.equal(unused?.redeemedBy, null);
  });

  it('replaces an ended membership (keeping member-since), and refuses while one still runs', async () => {
    const lapsed = await signedInUser(api);
    const memberSince = new Date('2024-03-01T00:00:00Z');
    await insertMembership(api.db, {
      userId: lapsed.user.id,
      memberSince,
      isCancelled: true,
      currentPeriodEndsAt: new Date('2026-10-01T00:00:00Z'),
    });
    const gift = await insertGiftCode();
    const result = await data<{ redeemGiftCode: unknown }>(lapsed.client, REDEEM, { code: gift.code });
    assert.deepEqual(result.redeemGiftCode, { __typename: 'MutationSuccess' });
    const { viewer } = await data<MembershipView>(lapsed.client, MEMBERSHIP);
    assert.equal(viewer.membership?.memberSince, memberSince.toISOString());
    assert.equal(viewer.membershipStatus?.paymentProvider, 'GIFT');
    assert.equal(viewer.membershipStatus?.isCancelled, false);
    const [account] = await api.db.select().from(users).where(eq(users.id, lapsed.user.id));
    assert.equal(account?.hasPastMemberships, true);

    const member = await signedInUser(api);
    await insertMembership(api.db, { userId: member.user.id, isCancelled: true });
    const another = await insertGiftCode();
    const refused = await data<{ redeemGiftCode: unknown }>(member.client, REDEEM, { code: another.code });
    assert.deepEqual(refused.redeemGiftCode, { __typename: 'Forbidden', message: ALREADY_A_MEMBER });
    const [unused] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, another.code));
    assert.equal(unused?.redeemedBy, null, 'the code is not used up');
  });

  it('refuses what is not a code at all, and needs a signed-in viewer', async () => {
    const gift = await insertGiftCode();
    const { client } = await signedInUser(api);
    for (const code of ['', '   ', 'GIFT_CODE!', 'A'.repeat(41)]) {
      const result = await data<{ redeemGiftCode: { __typename: string; message: string } }>(client, REDEEM, { code });
      assert.equal(result.redeemGiftCode.__typename, 'BadRequest', JSON.stringify(code));
      assert.match(result.redeemGiftCode.message, /gift code/);
    }
    const visitor = await api.client().graphql(REDEEM, { code: gift.code });
    assert.equal(visitor.errors?.[0]?.extensions?.['code'], 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(giftCodes).where(eq(giftCodes.code, gift.code));
    assert.equal(row?.redeemedBy, null);
  });
});
