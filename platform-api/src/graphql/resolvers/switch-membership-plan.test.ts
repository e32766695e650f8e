import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema.ts';
import { insertCard, insertMembership, insertUser } from '../../testing/fixtures.ts';
import { startTestApi, type TestApi, signedInUser, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const SWITCH = /* GraphQL */ `
  mutation SwitchMembershipPlan($input: SwitchMembershipPlanInput!) {
    switchMembershipPlan(input: $input) {
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
const SCHEDULE = /* GraphQL */ `
  query {
    viewer {
      membershipStatus {
        membershipType
        currentPeriodEndsAt
        switchPlanSchedule {
          startAt
          plan {
            membershipType
            price {
              amount
              currency
            }
          }
        }
      }
    }
  }
`;
interface ScheduleView {
  viewer: {
    membershipStatus: {
      membershipType: string;
      currentPeriodEndsAt: string;
      switchPlanSchedule: { startAt: string; plan: { membershipType: string; price: { amount: number } } } | null;
    };
  };
}

describe('switchMembershipPlan', () => {
  it('schedules the new plan for the end of the period, and choosing the current plan drops it', async () => {
    const { user, client } = await signedInUser(api);
    const membership = await insertMembership(api.db, { userId: user.id });
    await insertCard(api.db, user.id);

    const result = await data<{ switchMembershipPlan: unknown }>(client, SWITCH, {
      input: { membershipId: membership.id, membershipType: 'premium_yearly' },
    });
    assert.deepEqual(result.switchMembershipPlan, { __typename: 'MutationSuccess' });
    const { viewer } = await data<ScheduleView>(client, SCHEDULE);
    assert.deepEqual(viewer.membershipStatus.switchPlanSchedule, {
      startAt: viewer.membershipStatus.currentPeriodEndsAt,
      plan: { membershipType: 'premium_yearly', price: { amount: 15000, currency: 'USD' } },
    });

    await data(client, SWITCH, {
      input: { membershipId: membership.id, membershipType: viewer.membershipStatus.membershipType },
    });
    const again = await data<ScheduleView>(client, SCHEDULE);
    assert.equal(again.viewer.membershipStatus.switchPlanSchedule, null);
  });

  it('refuses a cancelled membership, a failed payment, an app store one, and unknown plans', async () => {
    const cases: Array<[Partial<typeof memberships.$inferInsert>, string, string]> = [
      [{ isCancelled: true }, 'yearly', 'Forbidden'],
      [{ paymentFailedAt: new Date() }, 'yearly', 'Forbidden'],
      [{ paymentProvider: 'APPLE' }, 'yearly', 'Forbidden'],
      [{}, 'lifetime', 'BadRequest'],
    ];
    for (const [values, membershipType, typename] of cases) {
      const { user, client } = await signedInUser(api);
      const membership = await insertMembership(api.db, { userId: user.id, ...values });
      const result = await data<{ switchMembershipPlan: { __typename: string } }>(client, SWITCH, {
        input: { membershipId: membership.id, membershipType },
      });
      assert.equal(result.switchMembershipPlan.__typename, typename);
      const [row] = await api.db.select().from(memberships).where(eq(memberships.id, membership.id));
      assert.equal(row?.scheduledMembershipType, null);
    }
  });

  it("answers NotFound for someone else's membership", async () => {
    const owner = await insertUser(api.db);
    const theirs = await insertMembership(api.db, { userId: owner.id });
    const { client } = await signedInUser(api);
    const result = await data<{ switchMembershipPlan: unknown }>(client, SWITCH, {
      input: { membershipId: theirs.id, membershipType: 'yearly' },
    });
    assert.deepEqual(result.switchMembershipPlan, { __typename: 'NotFound', message: 'Membership not found.' });
  });
});
