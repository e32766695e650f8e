import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { payoutAccounts, users } from '../../db/schema.ts';
import { insertMembership } from '../../testing/fixtures.ts';
import { signedInUser, startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const ENROLL = `
  mutation { enrollInPartnerProgram { __typename ... on Forbidden { message } ... on BadRequest { message } } }
`;
const STATE = 'query { viewer { id partnerProgramRequirements partnerProgramEnrollment { status } } }';

interface State {
  viewer: { id: string; partnerProgramRequirements: string[]; partnerProgramEnrollment: { status: string } | null };
}

const days = (n: number) => new Date(api.clock.now.getTime() + n * 86_400_000);

async function writer(options: { membershipEndsIn?: number; payout?: boolean; values?: Record<string, unknown> }) {
  const { user, client } = await signedInUser(api, options.values ?? {});
  if (options.membershipEndsIn !== undefined)
    await insertMembership(api.db, { userId: user.id, currentPeriodEndsAt: days(options.membershipEndsIn) });
  if (options.payout)
    await api.db.insert(payoutAccounts).values({
      userId: user.id,
      accountHolderName: 'Ada Writer',
      country: 'DE',
      accountNumber: 'DE89370400440532013000',
    });
  const state = async () => (await data<State>(client, STATE)).viewer;
  const enroll = async () => (await data<{ enrollInPartnerProgram: unknown }>(client, ENROLL)).enrollInPartnerProgram;
  const status = async () =>
    (await api.db.select({ status: users.partnerProgramStatus }).from(users).where(eq(users.id, user.id)))[0]?.status;
  return { user, client, state, enroll, status };
}

describe('Viewer.partnerProgramRequirements', () => {
  it('names what is missing, a membership first, and nothing once both are there', async () => {
    assert.deepEqual((await (await writer({})).state()).partnerProgramRequirements, ['MEMBERSHIP', 'PAYOUT_ACCOUNT']);
    assert.deepEqual((await (await writer({ membershipEndsIn: 20 })).state()).partnerProgramRequirements, [
      'PAYOUT_ACCOUNT',
    ]);
    // A membership whose period has ended is no membership.
    assert.deepEqual(
      (await (await writer({ membershipEndsIn: -1, payout: true })).state()).partnerProgramRequirements,
      ['MEMBERSHIP'],
    );
    assert.deepEqual(
      (await (await writer({ membershipEndsIn: 20, payout: true })).state()).partnerProgramRequirements,
      [],
    );
  });
});

describe('enrollInPartnerProgram', () => {
  it('enrolls a member with payout information, and enrolling again changes nothing', async () => {
    const eligible = await writer({ membershipEndsIn: 20, payout: true });
    assert.equal((await eligible.state()).partnerProgramEnrollment, null);
    assert.deepEqual(await eligible.enroll(), { __typename: 'MutationSuccess' });
    assert.deepEqual((await eligible.state()).partnerProgramEnrollment, { status: 'ENROLLED' });
    assert.deepEqual(await eligible.enroll(), { __typename: 'MutationSuccess' });
    assert.equal(await eligible.status(), 'ENROLLED');
  });

  it('refuses with what is missing and enrolls nobody then', async () => {
    const reader = await writer({});
    assert.deepEqual(await reader.enroll(), {
      __typename: 'Forbidden',
      message: 'Joining the Partner Program needs a membership.',
    });
    assert.equal(await reader.status(), null);

    const member = await writer({ membershipEndsIn: 20 });
    assert.deepEqual(await member.enroll(), {
      __typename: 'Forbidden',
      message: 'Add your payout information before you join the Partner Program.',
    });
    assert.equal(await member.status(), null);

    const lapsed = await writer({ membershipEndsIn: -1, payout: true });
    assert.deepEqual(await lapsed.enroll(), {
      __typename: 'Forbidden',
      message: 'Joining the Partner Program needs a membership.',
    });
  });

  it('refuses an account the program turned down, and visitors', async () => {
    const denied = await writer({
      membershipEndsIn: 20,
      payout: true,
      values: { partnerProgramStatus: 'PERMISSION_DENIED' },
    });
    assert.deepEqual(await denied.enroll(), {
      __typename: 'Forbidden',
      message: 'This account cannot join the Partner Program.',
    });
    assert.equal(await denied.status(), 'PERMISSION_DENIED');
    const visitor = await api.client().graphql(ENROLL);
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
