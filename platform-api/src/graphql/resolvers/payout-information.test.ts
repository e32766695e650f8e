import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { payoutAccounts } from '../../db/schema.ts';
import { insertMembership, insertUser } from '../../testing/fixtures.ts';
import { signInAs, startTestApi, type TestApi, expectData as data } from '../../testing/test-api.ts';

let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(async () => {
  await api.close();
});

const RECORD = `
  mutation ($input: PayoutInformationInput!) {
    recordPayoutInformation(input: $input) { __typename ... on BadRequest { message } ... on Forbidden { message } }
  }
`;
const ACCOUNT = 'query { viewer { payoutAccount { accountHolderName country accountLastFour } } }';
const input = { accountHolderName: '  Ada   Writer ', country: 'de', accountNumber: 'DE89 3704 0044 0532 0130 00' };

async function signedIn(member: boolean) {
  const user = await insertUser(api.db);
  if (member)
    await insertMembership(api.db, { userId: user.id, currentPeriodEndsAt: new Date('2099-01-01T00:00:00Z') });
  const client = api.client();
  await signInAs(api, client, user.id);
  const record = async (values: Record<string, string>) =>
    (await data<{ recordPayoutInformation: unknown }>(client, RECORD, { input: values })).recordPayoutInformation;
  return { user, client, record };
}

describe('recordPayoutInformation', () => {
  it('records a member’s payout account, normalized, and answers only its last four characters', async () => {
    const { user, client, record } = await signedIn(true);
    assert.deepEqual(await record(input), { __typename: 'MutationSuccess' });
    assert.deepEqual((await data<{ viewer: unknown }>(client, ACCOUNT)).viewer, {
      payoutAccount: { accountHolderName: 'Ada Writer', country: 'DE', accountLastFour: '3000' },
    });
    const [row] = await api.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id));
    assert.equal(row?.accountNumber, 'DE89370400440532013000');
    // Recording again replaces it.
    assert.deepEqual(await record({ ...input, accountNumber: '12345678' }), { __typename: 'MutationSuccess' });
    const again = await data<{ viewer: { payoutAccount: { accountLastFour: string } } }>(client, ACCOUNT);
    assert.equal(again.viewer.payoutAccount.accountLastFour, '5678');
  });

  it('names what is wrong, refuses readers without a membership and visitors, and stores nothing then', async () => {
    const { user, record } = await signedIn(true);
    assert.deepEqual(await record({ ...input, accountHolderName: ' ' }), {
      __typename: 'BadRequest',
      message: 'Enter the name on the account.',
    });
    assert.deepEqual(await record({ ...input, country: 'Germany' }), {
      __typename: 'BadRequest',
      message: 'Choose the country of the account (two letters).',
    });
    assert.deepEqual(await record({ ...input, accountNumber: '12-34' }), {
      __typename: 'BadRequest',
      message: 'The account number has 8 to 34 letters and digits.',
    });
    assert.equal((await api.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, user.id))).length, 0);

    const reader = await signedIn(false);
    assert.deepEqual(await reader.record(input), { __typename: 'Forbidden', message: 'Payouts need a membership.' });
    assert.equal(
      (await api.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, reader.user.id))).length,
      0,
    );
    const visitor = await api.client().graphql(RECORD, { input });
    assert.equal(visitor.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });
});
