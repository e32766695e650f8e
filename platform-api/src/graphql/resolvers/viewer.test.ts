import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  featureFlags,
  memberships,
  notifications,
  userCapabilities,
  userDismissedFlags,
  userPreferences,
} from '../../db/schema.ts';
import { addStaff, insertCard, insertMembership, insertPublication, insertUser } from '../../testing/fixtures.ts';
import {
  startTestApi,
  type TestApi,
  type TestClient,
  signedInUser,
  expectData as data,
} from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const signedIn = (values: Parameters<typeof signedInUser>[1] = {}) => signedInUser(api, values);

async function errorCode(client: TestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.graphql(query, variables);
  return response.errors?.[0]?.extensions?.code;
}

const MEMBERSHIP = /* GraphQL */ `
  query UseReactivateMembershipUpsellQuery {
    viewer {
      id
      canUncancelMembership
      canSwitchMembershipPlan
      membership {
        id
        tier
        memberSince
        friendSince
      }
      membershipStatus {
        membershipId
        membershipType
        currentPeriodEndsAt
        startedAt
        currency
        amount
        discountEndsAt
        planV2 {
          discount {
            regularPrice {
              amount
              currency
            }
            numCycles
          }
        }
        switchPlanSchedule {
          startAt
        }
        paymentProvider
        isCancelled
        paymentFailedAt
        hasCreditCardExpired
        hasRecurringPaymentFailedMoreThanOnce
        paymentMethod {
          __typename
          ... on CreditCard {
            id
            cardType
            lastFour
            expirationMonth
            expirationYear
          }
          ... on ApplePayCard {
            id
            cardType
            lastFour
            expirationMonth
            expirationYear
          }
          ... on PaypalAccount {
            id
            email
          }
        }
      }
    }
  }
`;

interface MembershipView {
  viewer: {
    canUncancelMembership: boolean;
    canSwitchMembershipPlan: boolean;
    membership: { id: string; tier: string; memberSince: string; friendSince: string | null } | null;
    membershipStatus: {
      membershipId: string;
      isCancelled: boolean;
      hasCreditCardExpired: boolean;
      planV2: { discount: { regularPrice: { amount: number; currency: string }; numCycles: number } | null };
      switchPlanSchedule: null;
      paymentMethod: { __typename: string; lastFour?: string } | null;
      [field: string]: unknown;
    } | null;
  };
}

describe('visitors', () => {
  it('have no viewer, a visitor with their country, and no notification status', async () => {
    const client = api.client();
    const result = await data<{
      viewer: null;
      visitor: { id: string; geolocation: { country: string } };
      notificationStatus: null;
    }>(
      client,
      'query VisitorQuery { viewer { id } visitor { id geolocation { country } } notificationStatus { unreadNotificationCount } }',
    );
    assert.equal(result.viewer, null);
    assert.match(result.visitor.id, /^[0-9a-f]{32}$/);
    assert.equal(result.visitor.geolocation.country, 'US');
    assert.equal(result.notificationStatus, null);

    const again = await data<{ visitor: { id: string } }>(client, '{ visitor { id } }');
    assert.equal(again.visitor.id, result.visitor.id, 'the visitor id is stable across requests');
    const response = await client.fetch('/_/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-country': 'de' },
      body: JSON.stringify({ query: '{ visitor { geolocation { country } } }' }),
    });
    assert.deepEqual(await response.json(), { data: { visitor: { geolocation: { country: 'DE' } } } });
  });
});

describe('variantFlags', () => {
  it('lists every flag with its value typed by its JSON type', async () => {
    await api.db.insert(featureFlags).values([
      { name: 'can_view_unfiltered_search', value: false },
      { name: 'enable_mastodon_for_members', value: true },
      { name: 'sidebar_sort_field', value: 'lastPublishedAt' },
      { name: 'upsell_weeks', value: 52 },
      { name: 'zz_structured', value: { a: 1 } },
    ]);
    const result = await data<{ variantFlags: Array<{ name: string; valueType: Record<string, unknown> }> }>(
      api.client(),
      `query VariantFlagsQuery {
        variantFlags {
          name
          valueType {
            __typename
            ... on VariantFlagBoolean { boolean: value }
            ... on VariantFlagString { string: value }
            ... on VariantFlagNumber { number: value }
          }
        }
      }`,
    );
    assert.deepEqual(result.variantFlags, [
      { name: 'can_view_unfiltered_search', valueType: { __typename: 'VariantFlagBoolean', boolean: false } },
      { name: 'enable_mastodon_for_members', valueType: { __typename: 'VariantFlagBoolean', boolean: true } },
      { name: 'sidebar_sort_field', valueType: { __typename: 'VariantFlagString', string: 'lastPublishedAt' } },
      { name: 'upsell_weeks', valueType: { __typename: 'VariantFlagNumber', number: 52 } },
      { name: 'zz_structured', valueType: { __typename: 'VariantFlagString', string: '{"a":1}' } },
    ]);
  });
});

describe('viewer', () => {
  it('answers every ViewerQuery and AvatarMenuQuery field from the database', async () => {
    const { user, client } = await signedIn({
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada.lovelace@demo.inkpot.test',
      imageId: 'img-ada',
      country: 'GB',
      partnerProgramStatus: 'ENROLLED',
      isBookAuthor: true,
      hasSubdomain: true,
      allowEmailAddressSharing: true,
      createdAt: new Date('2024-05-01T00:00:00Z'),
    });
    await api.db.insert(userDismissedFlags).values([
      { userId: user.id, flag: 'upsell_banner' },
      { userId: user.id, flag: 'event_banner' },
    ]);
    await api.db.insert(userCapabilities).values({ userId: user.id, name: 'can_view_suspended_content' });
    const owned = await insertPublication(api.db, { name: 'B Owned' });
    const edited = await insertPublication(api.db, { name: 'A Edited' });
    const written = await insertPublication(api.db, { name: 'C Written' });
    await addStaff(api.db, owned.id, user.id, 'OWNER');
    await addStaff(api.db, edited.id, user.id, 'EDITOR');
    await addStaff(api.db, written.id, user.id, 'WRITER');

    const { viewer } = await data<{ viewer: Record<string, unknown> }>(
      client,
      `query AvatarMenuQuery {
        viewer {
          id name username imageId allowEmailAddressSharing dismissableFlags emailObfuscated unverifiedEmail
          geolocation { country }
          hasGroupGiftingEnabled hasPastMemberships hasSubdomain isEligibleToImportEmails isEligibleToViewNewResponses
          isMembershipTrialEligible isSuspended membership { id } membershipStatus { membershipId }
          canUncancelMembership canSwitchMembershipPlan
          partnerProgramEnrollment { status }
          styleEditorOnboardingVersionSeen twitterScreenName mastodonAccountId
          verifications { isBookAuthor }
          viewerEdge { id createdAt }
          adminCollections { name viewerEdge { viewerStaffRole } }
          capabilities
        }
      }`,
    );
    assert.deepEqual(viewer, {
      id: user.id,
      name: 'Ada Lovelace',
      username: 'ada',
      imageId: 'img-ada',
      allowEmailAddressSharing: true,
      dismissableFlags: ['event_banner', 'upsell_banner'],
      emailObfuscated: 'a•••e@demo.inkpot.test',
      unverifiedEmail: null,
      geolocation: { country: 'GB' },
      hasGroupGiftingEnabled: false,
      hasPastMemberships: false,
      hasSubdomain: true,
      isEligibleToImportEmails: false,
      isEligibleToViewNewResponses: true,
      isMembershipTrialEligible: true,
      isSuspended: false,
      membership: null,
      membershipStatus: null,
      canUncancelMembership: false,
      canSwitchMembershipPlan: false,
      partnerProgramEnrollment: { status: 'ENROLLED' },
      styleEditorOnboardingVersionSeen: 0,
      twitterScreenName: null,
      mastodonAccountId: null,
      verifications: { isBookAuthor: true },
      viewerEdge: { id: `viewer-edge:${user.id}`, createdAt: '2024-05-01T00:00:00.000Z' },
      adminCollections: [
        { name: 'A Edited', viewerEdge: { viewerStaffRole: 'EDITOR' } },
        { name: 'B Owned', viewerEdge: { viewerStaffRole: 'OWNER' } },
      ],
      capabilities: ['can_view_suspended_content'],
    });
  });

  it('shows an unverified address only as unverifiedEmail, and no enrollment when not enrolled', async () => {
    const { client } = await signedIn({
      email: 'new@demo.inkpot.test',
      emailVerified: false,
      partnerProgramStatus: 'NOT_ENROLLED',
    });
    const { viewer } = await data<{ viewer: Record<string, unknown> }>(
      client,
      '{ viewer { emailObfuscated unverifiedEmail partnerProgramEnrollment { status } isSuspended } }',
    );
    assert.deepEqual(viewer, {
      emailObfuscated: '',
      unverifiedEmail: 'new@demo.inkpot.test',
      partnerProgramEnrollment: null,
      isSuspended: false,
    });
  });

  it('counts unread notifications (UnreadNotificationCount)', async () => {
    const { user, client } = await signedIn();
    const other = await insertUser(api.db);
    await api.db.insert(notifications).values([
      { userId: user.id, kind: 'follow' },
      { userId: user.id, kind: 'clap' },
      { userId: user.id, kind: 'clap', readAt: new Date('2026-11-01T00:00:00Z') },
      { userId: other.id, kind: 'clap' },
    ]);
    const result = await data<{ notificationStatus: { unreadNotificationCount: number } }>(
      client,
      'query UnreadNotificationCount { notificationStatus { unreadNotificationCount } }',
    );
    assert.deepEqual(result.notificationStatus, { unreadNotificationCount: 2 });
  });
});

describe('membership status', () => {
  it('describes an active monthly membership on a valid card', async () => {
    const { user, client } = await signedIn();
    const membership = await insertMembership(api.db, { userId: user.id });
    const card = await insertCard(api.db, user.id, { lastFour: '1111', expirationMonth: 12, expirationYear: 2030 });
    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.deepEqual(viewer.membership, {
      id: membership.id,
      tier: 'MEMBER',
      memberSince: '2025-01-01T00:00:00.000Z',
      friendSince: null,
    });
    assert.equal(viewer.membershipStatus?.membershipId, membership.id);
    assert.equal(viewer.membershipStatus?.membershipType, 'monthly');
    assert.equal(viewer.membershipStatus?.paymentProvider, 'CARD_PROCESSOR');
    assert.equal(viewer.membershipStatus?.hasCreditCardExpired, false);
    assert.deepEqual(viewer.membershipStatus?.planV2, { discount: null });
    assert.equal(viewer.membershipStatus?.switchPlanSchedule, null);
    assert.deepEqual(viewer.membershipStatus?.paymentMethod, {
      __typename: 'CreditCard',
      id: card.id,
      cardType: 'Visa',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
    });
    assert.equal(viewer.canSwitchMembershipPlan, true);
    assert.equal(viewer.canUncancelMembership, false);
  });

  it('flags a card that expired before today (by the API clock)', async () => {
    const { user, client } = await signedIn();
    await insertMembership(api.db, { userId: user.id });
    await insertCard(api.db, user.id, { expirationMonth: 10, expirationYear: 2026 });
    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(viewer.membershipStatus?.hasCreditCardExpired, true);
  });

  it('shows a discount with its regular price and cycles only when it has an end', async () => {
    const { user, client } = await signedIn();
    await insertMembership(api.db, {
      userId: user.id,
      membershipType: 'yearly',
      amount: 2500,
      startedAt: new Date('2026-03-01T00:00:00Z'),
      discountEndsAt: new Date('2027-03-01T00:00:00Z'),
    });
    await insertCard(api.db, user.id, { kind: 'ApplePayCard', cardType: 'Mastercard' });
    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.deepEqual(viewer.membershipStatus?.planV2, {
      discount: { regularPrice: { amount: 5000, currency: 'USD' }, numCycles: 1 },
    });
    assert.equal(viewer.membershipStatus?.paymentMethod?.__typename, 'ApplePayCard');
  });

  it('computes canUncancel and canSwitch from the membership rules', async () => {
    const cases: Array<
      [
        string,
        Partial<typeof memberships.$inferInsert>,
        boolean,
        { canUncancelMembership: boolean; canSwitchMembershipPlan: boolean },
      ]
    > = [
      [
        'cancelled with a card',
        { isCancelled: true },
        true,
        { canUncancelMembership: true, canSwitchMembershipPlan: false },
      ],
      [
        'cancelled without a card',
        { isCancelled: true },
        false,
        { canUncancelMembership: false, canSwitchMembershipPlan: false },
      ],
      [
        'payment failed',
        { paymentFailedAt: new Date('2026-11-10T00:00:00Z') },
        true,
        { canUncancelMembership: false, canSwitchMembershipPlan: false },
      ],
      [
        'Apple, cancelled',
        { paymentProvider: 'APPLE', isCancelled: true },
        true,
        { canUncancelMembership: false, canSwitchMembershipPlan: false },
      ],
      [
        'second card processor',
        { paymentProvider: 'SECOND_CARD_PROCESSOR' },
        true,
        { canUncancelMembership: false, canSwitchMembershipPlan: true },
      ],
    ];
    for (const [name, values, hasCard, expected] of cases) {
      const { user, client } = await signedIn();
      await insertMembership(api.db, { userId: user.id, ...values });
      if (hasCard) await insertCard(api.db, user.id);
      const { viewer } = await data<{ viewer: Record<string, boolean> }>(
        client,
        'query UseCanSwitchMembershipPlan { viewer { canUncancelMembership canSwitchMembershipPlan } }',
      );
      assert.deepEqual(viewer, expected, name);
    }
  });
});

const UNCANCEL = /* GraphQL */ `
  mutation UncancelMembership($input: UncancelMembershipInput!) {
    uncancelMembership(input: $input) {
      __typename
      ... on MutationSuccess {
        success
      }
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

describe('uncancelMembership', () => {
  it('reactivates a cancelled card-processor membership with a payment method', async () => {
    const { user, client } = await signedIn();
    const membership = await insertMembership(api.db, { userId: user.id, isCancelled: true });
    await insertCard(api.db, user.id);
    const result = await data<{ uncancelMembership: unknown }>(client, UNCANCEL, {
      input: { membershipId: membership.id },
    });
    assert.deepEqual(result.uncancelMembership, { __typename: 'MutationSuccess', success: true });
    const { viewer } = await data<MembershipView>(client, MEMBERSHIP);
    assert.equal(viewer.membershipStatus?.isCancelled, false);
    assert.equal(viewer.canUncancelMembership, false);
    assert.equal(viewer.canSwitchMembershipPlan, true);
  });

  it('refuses on the server what the membership rules forbid, saying why', async () => {
    const cases: Array<[Partial<typeof memberships.$inferInsert>, boolean, string]> = [
      [{ isCancelled: true }, false, 'Add a payment method to reactivate your membership.'],
      [{ isCancelled: false }, true, 'This membership is not cancelled.'],
      [
        { isCancelled: true, paymentProvider: 'GOOGLE' },
        true,
        'This membership is billed through an app store; reactivate it there.',
      ],
    ];
    for (const [values, hasCard, message] of cases) {
      const { user, client } = await signedIn();
      const membership = await insertMembership(api.db, { userId: user.id, ...values });
      if (hasCard) await insertCard(api.db, user.id);
      const result = await data<{ uncancelMembership: unknown }>(client, UNCANCEL, {
        input: { membershipId: membership.id },
      });
      assert.deepEqual(result.uncancelMembership, { __typename: 'Forbidden', message });
      const [row] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
      assert.equal(row?.isCancelled, values.isCancelled, 'the membership is unchanged');
    }
  });

  it("answers NotFound for someone else's or an unknown membership, and needs a signed-in viewer", async () => {
    const owner = await insertUser(api.db);
    const theirs = await insertMembership(api.db, { userId: owner.id, isCancelled: true });
    await insertCard(api.db, owner.id);
    const { client } = await signedIn();
    for (const membershipId of [theirs.id, 'no-such-membership']) {
      const result = await data<{ uncancelMembership: unknown }>(client, UNCANCEL, { input: { membershipId } });
      assert.deepEqual(result.uncancelMembership, { __typename: 'NotFound', message: 'Membership not found.' });
    }
    assert.equal(await errorCode(api.client(), UNCANCEL, { input: { membershipId: theirs.id } }), 'UNAUTHENTICATED');
    const [row] = await api.db.select().from(memberships).where(eq(memberships.id, theirs.id));
    assert.equal(row?.isCancelled, true);
  });
});

const DISMISS =
  'mutation ($userId: ID!, $flag: String!) { userDismissFlag(userId: $userId, flag: $flag) { id dismissableFlags } }';

describe('userDismissFlag', () => {
  it('adds the flag once and returns the viewer', async () => {
    const { user, client } = await signedIn();
    for (let i = 0; i < 2; i += 1) {
      const result = await data<{ userDismissFlag: unknown }>(client, DISMISS, {
        userId: user.id,
        flag: 'payment_banner',
      });
      assert.deepEqual(result.userDismissFlag, { id: user.id, dismissableFlags: ['payment_banner'] });
    }
  });

  it('refuses visitors, other users and malformed flags', async () => {
    const { user, client } = await signedIn();
    const other = await insertUser(api.db);
    assert.equal(await errorCode(api.client(), DISMISS, { userId: user.id, flag: 'x' }), 'UNAUTHENTICATED');
    assert.equal(await errorCode(client, DISMISS, { userId: other.id, flag: 'x' }), 'FORBIDDEN');
    assert.equal(await errorCode(client, DISMISS, { userId: user.id, flag: 'not a flag' }), 'BAD_USER_INPUT');
    const rows = await api.db.select().from(userDismissedFlags).where(eq(userDismissedFlags.userId, other.id));
    assert.deepEqual(rows, []);
  });
});

const PREFERENCES = 'query ViewerPreferencesQuery { viewer { id preferences { name value } } }';
const UPDATE_PREFERENCES = /* GraphQL */ `
  mutation UpdateViewerPreferencesMutation($userId: ID!, $preferences: [ViewerPreferenceInput!]!) {
    updateViewerPreferences(userId: $userId, preferences: $preferences)
  }
`;

describe('viewer preferences', () => {
  it('upserts typed values and reads them back', async () => {
    const { user, client } = await signedIn();
    const first = await data<{ updateViewerPreferences: boolean }>(client, UPDATE_PREFERENCES, {
      userId: user.id,
      preferences: [
        { name: 'sidebar_visible', value: true },
        { name: 'digest', value: 'WEEKLY' },
      ],
    });
    assert.equal(first.updateViewerPreferences, true);
    await data(client, UPDATE_PREFERENCES, {
      userId: user.id,
      preferences: [
        { name: 'sidebar_visible', value: false },
        { name: 'muted_topics', value: ['a', 'b'] },
      ],
    });
    const { viewer } = await data<{ viewer: { preferences: unknown } }>(client, PREFERENCES);
    assert.deepEqual(viewer.preferences, [
      { name: 'digest', value: 'WEEKLY' },
      { name: 'muted_topics', value: ['a', 'b'] },
      { name: 'sidebar_visible', value: false },
    ]);
  });

  it('answers false for another user or an invalid preference, and refuses visitors', async () => {
    const { user, client } = await signedIn();
    const other = await insertUser(api.db);
    const wrongUser = await data<{ updateViewerPreferences: boolean }>(client, UPDATE_PREFERENCES, {
      userId: other.id,
      preferences: [{ name: 'x', value: 1 }],
    });
    assert.equal(wrongUser.updateViewerPreferences, false);
    const invalid = await data<{ updateViewerPreferences: boolean }>(client, UPDATE_PREFERENCES, {
      userId: user.id,
      preferences: [{ name: '', value: 1 }],
    });
    assert.equal(invalid.updateViewerPreferences, false);
    assert.deepEqual(await api.db.select().from(userPreferences).where(eq(userPreferences.userId, other.id)), []);
    assert.equal(
      await errorCode(api.client(), UPDATE_PREFERENCES, { userId: user.id, preferences: [{ name: 'x', value: 1 }] }),
      'UNAUTHENTICATED',
    );
  });
});
