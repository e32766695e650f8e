import { expect, test } from '../fixtures/test.ts';

const API = process.env.INKPOT_E2E_API_URL ?? 'http://localhost:4000';
const READER = 'reader@demo.inkpot.test';

test('a reader signs in with an emailed code and the whole page knows it, until sign-out', async ({
  page,
  topBar,
  pageProblems,
}) => {
  const graphql = (query: string, variables: Record<string, unknown>, xsrf = '1') =>
    page.request.post('/_/graphql', { data: { query, variables }, headers: { 'x-xsrf-token': xsrf } });

  await test.step('the API emails a code (read from the development mailbox)', async () => {
    const sent = await graphql(
      'mutation ($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) { __typename ... on SusiMethod { value } } }',
      { input: { email: READER, operation: 'login', type: 'LOGIN_CODE' } },
    );
    expect((await sent.json()).data.sendAcctAuthEmail).toEqual({ __typename: 'SusiMethod', value: 'login' });
  });

  const mail = (await (await page.request.get(`${API}/_/dev/mailbox?to=${encodeURIComponent(READER)}`)).json())[0] as {
    code: string;
  };
  expect(mail.code).toMatch(/^\d{6}$/);

  await test.step('the code signs this browser in', async () => {
    const verified = await graphql('mutation ($code: String!) { verifyLoginCode(loginCode: $code) { __typename } }', {
      code: mail.code,
    });
    expect((await verified.json()).data.verifyLoginCode.__typename).toBe('Token');
  });

  const session = (await (await page.request.get(`${API}/_/api/session`)).json()) as {
    viewer: { status: string; viewer: { name: string } };
    xsrf: string;
  };
  expect(session.viewer.status).toBe('signed-in');

  await test.step('the edge puts the viewer into the page, and the top bar shows the account', async () => {
    await page.goto('/');
    await topBar.slot.expectState('mounted');
    await expect(topBar.banner.getByRole('button', { name: session.viewer.viewer.name })).toBeVisible();
    await expect(topBar.signIn()).toHaveCount(0);
  });

  await test.step('signing out at /m/signout/{xsrf} makes the reader a visitor again', async () => {
    await page.goto(`/m/signout/${session.xsrf}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(topBar.signIn()).toBeVisible();
  });

  expect(pageProblems).toEqual([]);
});
