import type { ApolloClient } from '@apollo/client';
import { announceAlternateUser } from './alternate-user.ts';

const apolloAnswering = (query: jest.Mock) => ({ query }) as unknown as ApolloClient;

describe('announceAlternateUser', () => {
  it("shows the alternate-user toast with the other account's redacted address, asking once without the cache", async () => {
    const query = jest.fn().mockResolvedValue({
      data: {
        alternateUser: { userId: 'u1', redactedEmailAddress: 'r•••r@demo.inkpot.test', socialLogins: ['google'] },
      },
    });
    const bus = { publish: jest.fn() };
    await announceAlternateUser(apolloAnswering(query), bus, 'token-1', jest.fn());
    expect(query).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { token: 'token-1' }, fetchPolicy: 'no-cache' }),
    );
    expect(bus.publish).toHaveBeenCalledWith('toast/show', {
      kind: 'alternate-user',
      redactedEmailAddress: 'r•••r@demo.inkpot.test',
    });
  });

  it('shows nothing for a token already read or expired, and reports an API that fails', async () => {
    const bus = { publish: jest.fn() };
    await announceAlternateUser(
      apolloAnswering(jest.fn().mockResolvedValue({ data: { alternateUser: null } })),
      bus,
      't',
      jest.fn(),
    );
    const reportError = jest.fn();
    await announceAlternateUser(apolloAnswering(jest.fn().mockRejectedValue(new Error('down'))), bus, 't', reportError);
    expect(bus.publish).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(new Error('down'));
  });
});
