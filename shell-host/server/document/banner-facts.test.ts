/** @jest-environment node */
import { apiBannerFactsLookup } from './banner-facts.ts';
import { sendJson, startFakeApi } from '../testing/fake-api.ts';

const STATUS = {
  isCancelled: false,
  paymentProvider: 'CARD_PROCESSOR',
  currentPeriodEndsAt: '2026-12-21T12:00:00.000Z',
  paymentFailedAt: '2026-11-01T12:00:00.000Z',
  hasCreditCardExpired: true,
  hasRecurringPaymentFailedMoreThanOnce: false,
  paymentMethod: { __typename: 'CreditCard', expirationMonth: 9, expirationYear: 2026 },
};

describe('banner facts lookup', () => {
  it("asks the viewer's membership, dismissed flags and the post's lock as the reader", async () => {
    const api = await startFakeApi((request, res) => {
      const { variables } = JSON.parse(request.body) as { variables: { onPost: boolean } };
      sendJson(res, 200, {
        data: {
          viewer: {
            id: 'u1',
            dismissableFlags: ['membership_banner.card_expiring'],
            membership: { id: 'm1', tier: 'MEMBER' },
            membershipStatus: STATUS,
          },
          ...(variables.onPost && { post: { id: '1a2b3c', isLocked: true } }),
        },
      });
    });
    try {
      const lookup = apiBannerFactsLookup(api.url);
      expect(await lookup('inkpot_sid=s', '1a2b3c')).toEqual({
        membership: {
          tier: 'MEMBER',
          isCancelled: false,
          paymentProvider: 'CARD_PROCESSOR',
          currentPeriodEndsAt: Date.parse('2026-12-21T12:00:00.000Z'),
          paymentFailedAt: Date.parse('2026-11-01T12:00:00.000Z'),
          hasCreditCardExpired: true,
          hasRecurringPaymentFailedMoreThanOnce: false,
          paymentMethod: { kind: 'CreditCard', expirationMonth: 9, expirationYear: 2026 },
        },
        dismissableFlags: ['membership_banner.card_expiring'],
        post: { id: '1a2b3c', isLocked: true },
      });
      expect(await lookup('inkpot_sid=s', null)).toMatchObject({ post: null });
      const [first, second] = api.requests;
      expect(first?.headers.cookie).toBe('inkpot_sid=s');
      expect(JSON.parse(first?.body ?? '{}')).toMatchObject({
        operationName: 'EdgeBannerFacts',
        variables: { postId: '1a2b3c', onPost: true },
      });
      expect(JSON.parse(second?.body ?? '{}')).toMatchObject({ variables: { postId: '', onPost: false } });
    } finally {
      await api.close();
    }
  });

  it('is null, logged once per kind, on an error, an unknown answer or no viewer', async () => {
    let answer: 'error' | 'odd' | 'no-viewer' = 'error';
    const api = await startFakeApi((_request, res) => {
      if (answer === 'error') sendJson(res, 500, { error: 'boom' });
      else if (answer === 'odd') sendJson(res, 200, { data: { viewer: { id: 'u1' } } });
      else sendJson(res, 200, { data: { viewer: null } });
    });
    const logger = { error: jest.fn() };
    try {
      const lookup = apiBannerFactsLookup(api.url, logger);
      expect(await lookup(undefined, null)).toBeNull();
      expect(await lookup(undefined, null)).toBeNull();
      answer = 'odd';
      expect(await lookup(undefined, null)).toBeNull();
      answer = 'no-viewer';
      expect(await lookup(undefined, null)).toBeNull();
      expect(logger.error).toHaveBeenCalledTimes(3);
      expect(logger.error.mock.calls[0][0]).toMatch(/Banner facts lookup failed \(Error: HTTP 500\)/);
    } finally {
      await api.close();
    }
  });
});
