import { ApolloClient, ApolloLink, InMemoryCache, type FetchResult } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS } from '@inkpot/shared-contracts';
import { buildSchema, parse, print, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Observable } from 'rxjs';
import { AccountTokenDocument } from './__generated__/account-token.generated.ts';
import { SendAcctAuthEmailDocument } from './__generated__/send-acct-auth-email.generated.ts';
import { VerifyLoginCodeDocument } from './__generated__/verify-login-code.generated.ts';
import { createSusiApi } from './susi-api.ts';

const schema = buildSchema(
  readFileSync(path.join(__dirname, '../../../../../shared-contracts/graphql/schema.graphql'), 'utf8'),
);

/** An Apollo client whose network answers each operation with `answer(name, variables)`. */
function clientAnswering(answer: (name: string, variables: Record<string, unknown>) => FetchResult | Error) {
  const seen: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push({ name: operation.operationName ?? '', variables: operation.variables });
        const result = answer(operation.operationName ?? '', operation.variables);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result);
          observer.complete();
        }
      }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS });
  return { apollo, seen };
}

describe('sign-in operations', () => {
  it.each([
    ['SendAcctAuthEmail', SendAcctAuthEmailDocument],
    ['VerifyLoginCode', VerifyLoginCodeDocument],
    ['AccountToken', AccountTokenDocument],
  ])('%s is valid against the published schema', (_, document) => {
    expect(validate(schema, parse(print(document)))).toEqual([]);
  });
});

describe('createSusiApi', () => {
  const input = {
    email: 'ada@example.com',
    operation: 'login' as const,
    redirect: 'http://localhost:3000/',
    fullName: null,
    captchaValue: null,
    type: 'LOGIN_CODE' as const,
  };

  it('sends the email request and hands back the union member', async () => {
    const { apollo, seen } = clientAnswering(() => ({
      data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value: 'login' } },
    }));
    await expect(createSusiApi(apollo, jest.fn()).sendAuthEmail(input)).resolves.toEqual({
      __typename: 'SusiMethod',
      value: 'login',
    });
    expect(seen).toEqual([{ name: 'SendAcctAuthEmail', variables: { input } }]);
  });

  it('checks a code', async () => {
    const { apollo, seen } = clientAnswering(() => ({
      data: { verifyLoginCode: { __typename: 'TooManyRequests', message: 'Locked.' } },
    }));
    await expect(createSusiApi(apollo, jest.fn()).verifyLoginCode('123456')).resolves.toEqual({
      __typename: 'TooManyRequests',
      message: 'Locked.',
    });
    expect(seen[0]).toEqual({ name: 'VerifyLoginCode', variables: { loginCode: '123456' } });
  });

  it('asks for an account token, never from the cache', async () => {
    let n = 0;
    const { apollo } = clientAnswering(() => ({ data: { accountToken: `token-${(n += 1)}` } }));
    const api = createSusiApi(apollo, jest.fn());
    await expect(api.accountToken()).resolves.toBe('token-1');
    await expect(api.accountToken()).resolves.toBe('token-2');
  });

  it('turns no answer into a Failure and reports the error', async () => {
    const { apollo } = clientAnswering(() => new Error('offline'));
    const reportError = jest.fn();
    const api = createSusiApi(apollo, reportError);
    await expect(api.sendAuthEmail(input)).resolves.toEqual({ __typename: 'Failure' });
    await expect(api.verifyLoginCode('123456')).resolves.toEqual({ __typename: 'Failure' });
    await expect(api.accountToken()).resolves.toBeNull();
    expect(reportError).toHaveBeenCalledTimes(3);
  });
});
