import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInFormFallback } from '../../fallbacks/sign-in-form-fallback.tsx';
import { signInPageOperation } from './sign-in-page.tsx';
import { renderWithShell } from '../testing.tsx';
import {
  FallbackSendSignInEmailDocument,
  FallbackVerifyLoginCodeDocument,
} from '../../fallbacks/__generated__/sign-in-form-fallback.generated.ts';

describe('the sign-in page', () => {
  it.each([
    ['/m/signin', '', 'login'],
    ['/m/signup', '', 'register'],
    ['/m/signin', '?operation=register', 'register'],
    ['/m/signup', '?operation=login', 'login'],
    ['/m/signup', '?operation=nonsense', 'register'],
  ] as const)('%s%s asks for %s', (pathname, search, operation) => {
    expect(signInPageOperation(pathname, search)).toBe(operation);
  });
});

describe('SignInFormFallback (the auth remote is down)', () => {
  const input = {
    email: 'ada@example.com',
    operation: 'login',
    redirect: 'https://inkpot.test/p/1',
    type: 'LOGIN_CODE',
  };

  it('sends the email, then signs in with the code at the email callback', async () => {
    const leave = jest.fn();
    renderWithShell(<SignInFormFallback operation="login" redirect="https://inkpot.test/p/1" leave={leave} />, {
      mocks: [
        {
          request: { query: FallbackSendSignInEmailDocument, variables: { input } },
          result: { data: { sendAcctAuthEmail: { __typename: 'SusiMethod', value: 'login' } } },
        },
        {
          request: { query: FallbackVerifyLoginCodeDocument, variables: { loginCode: '123456' } },
          result: { data: { verifyLoginCode: { __typename: 'Token', value: 'handoff' } } },
        },
      ],
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your email inbox' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Login code' }), '12x3456');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('/m/callback/email?token=handoff&state=medium&operation=login'),
    );
  });

  it('says what the server said about an unknown address', async () => {
    renderWithShell(<SignInFormFallback operation="login" redirect="https://inkpot.test/p/1" />, {
      mocks: [
        {
          request: { query: FallbackSendSignInEmailDocument, variables: { input } },
          result: {
            data: { sendAcctAuthEmail: { __typename: 'NotFound', message: "Sorry, we didn't recognize that email." } },
          },
        },
      ],
    });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Sorry, we didn't recognize that email."));
  });
});
