import { expect, test } from '../fixtures/test.ts';

import { API_URL as API } from '../fixtures/api-sign-in.ts';
const READER = 'reader@demo.inkpot.test';
const SEND_CODE =
  'mutation ($input: SendAcctAuthEmailInput!) { sendAcctAuthEmail(input: $input) { __typename ... on SusiMethod { value } } }';

test(
  "the edge never hands out an account's sign-in code; the API's mailbox answers only on this machine",
  { tag: '@development' },
  async ({ page }) => {
    await test.step('a sign-in code is mailed to the reader through the edge', async () => {
      const sent = await page.request.post('/_/graphql', {
        data: { query: SEND_CODE, variables: { input: { email: READER, operation: 'login', type: 'LOGIN_CODE' } } },
        headers: { 'x-xsrf-token': '1' },
      });
      expect((await sent.json()).data.sendAcctAuthEmail.__typename).toBe('SusiMethod');
    });

    await test.step('no spelling of the development mailbox through the edge reveals it', async () => {
      for (const path of ['/_/dev/mailbox', '/_/DEV/mailbox', '/_/dev/mailbox/', '/_/api/../dev/mailbox']) {
        const response = await page.request.get(`${path}?to=${encodeURIComponent(READER)}`);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).not.toMatch(/"code"\s*:\s*"\d{6}"/);
      }
    });

    await test.step('a request straight to the API from this machine reads it (development only)', async () => {
      const response = await page.request.get(`${API}/_/dev/mailbox?to=${encodeURIComponent(READER)}`);
      expect(response.status()).toBe(200);
      expect((await response.json())[0].code).toMatch(/^\d{6}$/);
    });

    await test.step('the page reports the environment every process runs in', async () => {
      await page.goto('/');
      const state = JSON.parse((await page.locator('#inkpot-state').textContent()) ?? '{}');
      expect(state.config.environment).toBe('development');
    });
  },
);
