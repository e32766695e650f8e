import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { APOLLO_DEFAULT_OPTIONS, NoncedStyle } from '@inkpot/shared-contracts';
import { Observable } from 'rxjs';
import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OneTapAccountPicker, OneTapPromptHandlers } from '../api/picker-contract.ts';
import type { OneTapApi } from '../api/one-tap-api.ts';
import { ONE_TAP_HIDE_TIME_KEY } from '../model/one-tap-hide-time.ts';
import { OneTap } from './one-tap.tsx';
import { OneTapCard } from './one-tap-card.tsx';
import { oneTapCss } from './one-tap.css.ts';
import { OneTapGate } from './one-tap-gate.tsx';

const utf8 = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const credentialOf = (claims: Record<string, unknown>) =>
  `h.${btoa(utf8(JSON.stringify(claims)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')}.s`;
const NOVA = credentialOf({ sub: 'dev-newcomer', email: 'newcomer@social.inkpot.test', name: 'Nova Newcomer' });

/** A picker the test drives: it records the prompt's handlers and whether it was cancelled. */
function fakePicker() {
  let handlers: OneTapPromptHandlers | null = null;
  const picker: OneTapAccountPicker & { cancelled: number; prompts: number } = {
    cancelled: 0,
    prompts: 0,
    prompt(next) {
      handlers = next;
      picker.prompts += 1;
    },
    cancel() {
      picker.cancelled += 1;
    },
  };
  const current = () => {
    if (!handlers) throw new Error('not prompted');
    return handlers;
  };
  return { picker, current };
}

const PICKER_CONFIG = { picker: 'local-provider', clientId: 'google', url: 'http://localhost:4001/one-tap' } as const;
const REDIRECT = 'http://localhost/p/abc';

function renderOneTap(api: OneTapApi) {
  const { props, bus } = createTestMountProps('auth');
  const { picker, current } = fakePicker();
  const leave = jest.fn();
  const reportError = jest.fn();
  const published: { type: string; payload: unknown }[] = [];
  bus.on('auth/open').subscribe((payload) => published.push({ type: 'auth/open', payload }));
  bus.on('analytics/track').subscribe((payload) => published.push({ type: 'analytics/track', payload }));
  const view = render(
    <OneTap
      {...props}
      telemetry={{ ...props.telemetry, reportError }}
      picker={PICKER_CONFIG}
      redirect={REDIRECT}
      leave={leave}
      loadPicker={() => Promise.resolve(picker)}
      api={api}
      now={() => 1_763_640_000_000}
    />,
  );
  return { ...view, picker, current, leave, reportError, published };
}

async function prompted(current: () => OneTapPromptHandlers) {
  await waitFor(() => expect(current).not.toThrow());
  return current();
}

describe('OneTap', () => {
  beforeEach(() => localStorage.clear());

  it('asks emailAvailability for the picked address and shows the card for a free one, with Sign up and Sign in', async () => {
    const emailAvailability = jest.fn(() => Promise.resolve(true));
    const { current, leave, published } = renderOneTap({ emailAvailability });
    const handlers = await prompted(current);
    await act(async () => handlers.onCredential(NOVA));

    const card = await screen.findByRole('region', { name: 'Sign in with Google' });
    expect(emailAvailability).toHaveBeenCalledWith('newcomer@social.inkpot.test');
    await waitFor(() => expect(card).toHaveAttribute('data-view', 'available'));
    expect(card).toHaveTextContent('Create your Inkpot account');
    expect(card).toHaveTextContent('No Inkpot account uses it yet:newcomer@social.inkpot.test');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(leave).toHaveBeenCalledWith(
      `/m/connect/google?operation=register&redirect=${encodeURIComponent(REDIRECT)}&entryPoint=google_one_tap&loginHint=dev-newcomer`,
    );
    expect(published).toContainEqual({
      type: 'analytics/track',
      payload: expect.objectContaining({ name: 'susi.methodClicked' }),
    });
  });

  it('Sign in on the card opens the sign-in options and hides the card without a dismissal', async () => {
    const { current, published } = renderOneTap({ emailAvailability: () => Promise.resolve(true) });
    const handlers = await prompted(current);
    await act(async () => handlers.onCredential(NOVA));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(published).toContainEqual({
      type: 'auth/open',
      payload: { operation: 'login', step: 'SIGNIN_OPTIONS', entryPoint: 'google_one_tap' },
    });
    expect(screen.queryByRole('region', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(localStorage.getItem(ONE_TAP_HIDE_TIME_KEY)).toBeNull();
  });

  it('sends a taken address straight to the Google sign-in with the account as login hint, without a card', async () => {
    const { current, leave } = renderOneTap({ emailAvailability: () => Promise.resolve(false) });
    const handlers = await prompted(current);
    await act(async () => handlers.onCredential(NOVA));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(
        `/m/connect/google?operation=login&redirect=${encodeURIComponent(REDIRECT)}&entryPoint=google_one_tap&loginHint=dev-newcomer`,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('shows the error view when the lookup fails, and Try again asks again', async () => {
    const emailAvailability = jest
      .fn<Promise<boolean>, [string]>()
      .mockRejectedValueOnce(new Error('429'))
      .mockResolvedValueOnce(true);
    const { current, reportError } = renderOneTap({ emailAvailability });
    const handlers = await prompted(current);
    await act(async () => handlers.onCredential(NOVA));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check your Google account.");
    expect(screen.getByTestId('one-tap-card')).toHaveAttribute('data-view', 'error');
    expect(reportError).toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('one-tap-card')).toHaveAttribute('data-view', 'available'));
    expect(emailAvailability).toHaveBeenCalledTimes(2);
  });

  it('records the hide time when the reader closes the card, or dismisses the prompt', async () => {
    const first = renderOneTap({ emailAvailability: () => Promise.resolve(true) });
    const handlers = await prompted(first.current);
    await act(async () => handlers.onCredential(NOVA));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('one-tap-card')).not.toBeInTheDocument();
    expect(localStorage.getItem(ONE_TAP_HIDE_TIME_KEY)).toBe('1763640000000');
    first.unmount();

    localStorage.clear();
    const second = renderOneTap({ emailAvailability: () => Promise.resolve(true) });
    const next = await prompted(second.current);
    act(() => next.onDismissed());
    await waitFor(() => expect(localStorage.getItem(ONE_TAP_HIDE_TIME_KEY)).toBe('1763640000000'));
  });

  it('stays closed when the reader closes the card while the address is still being looked up', async () => {
    let answer: (available: boolean) => void = () => undefined;
    const emailAvailability = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { current } = renderOneTap({ emailAvailability });
    const handlers = await prompted(current);
    await act(async () => handlers.onCredential(NOVA));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('one-tap-card')).not.toBeInTheDocument();
    await act(async () => answer(true));
    expect(screen.queryByTestId('one-tap-card')).not.toBeInTheDocument();
    expect(localStorage.getItem(ONE_TAP_HIDE_TIME_KEY)).toBe('1763640000000');
  });

  it('cancels the prompt when one-tap is hidden', async () => {
    const { current, picker, unmount } = renderOneTap({ emailAvailability: () => Promise.resolve(true) });
    await prompted(current);
    unmount();
    expect(picker.cancelled).toBe(1);
  });
});

describe('OneTapCard', () => {
  it('is 378 by 183 px', () => {
    render(
      <>
        <NoncedStyle>{oneTapCss}</NoncedStyle>
        <OneTapCard
          view={{ kind: 'available', account: { subject: 's', email: 'a@b.test', name: null } }}
          productName="Inkpot"
          onSignUp={() => {}}
          onSignIn={() => {}}
          onRetry={() => {}}
          onDismiss={() => {}}
        />
      </>,
    );
    const style = getComputedStyle(screen.getByTestId('one-tap-card'));
    expect(style.width).toBe('378px');
    expect(style.height).toBe('183px');
    expect(style.boxSizing).toBe('border-box');
  });
});

describe('OneTapGate', () => {
  const picker = { picker: 'local-provider', clientId: 'google', url: 'http://localhost:4001/one-tap' } as const;

  /** An Apollo client whose server has these flags; the operations it was asked are recorded. */
  function serverWithFlags(flags: Record<string, boolean>) {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          observer.next({
            data: {
              variantFlags: Object.entries(flags).map(([name, value]) => ({
                __typename: 'VariantFlag',
                name,
                valueType: { __typename: 'VariantFlagBoolean', value },
              })),
            },
          });
          observer.complete();
        }),
    );
    return {
      apollo: new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: APOLLO_DEFAULT_OPTIONS }),
      asked,
    };
  }

  it("follows the server's enable_google_one_tap (the seed's), asked only when everything else holds", async () => {
    const on = serverWithFlags({ enable_google_one_tap: true });
    const { props } = createTestMountProps('auth', { overrides: { apollo: on.apollo } });
    const { unmount } = render(<OneTapGate {...props} config={{ ...props.config, googleOneTap: picker }} />);
    await waitFor(() => expect(document.querySelector('iframe[title="Sign in with Google"]')).not.toBeNull());
    expect(on.asked).toEqual(['OneTapFlags']);
    unmount();

    const off = serverWithFlags({ enable_google_one_tap: false });
    const visitor = createTestMountProps('auth', { overrides: { apollo: off.apollo } });
    const second = render(<OneTapGate {...visitor.props} config={{ ...visitor.props.config, googleOneTap: picker }} />);
    await waitFor(() => expect(off.asked).toEqual(['OneTapFlags']));
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();

    const elsewhere = serverWithFlags({ enable_google_one_tap: true });
    const search = createTestMountProps('auth', {
      location: { pathname: '/search', routeName: 'search' },
      overrides: { apollo: elsewhere.apollo },
    });
    render(<OneTapGate {...search.props} config={{ ...search.props.config, googleOneTap: picker }} />);
    expect(elsewhere.asked).toEqual([]);
  });

  it('loads nothing for a reader who does not qualify', () => {
    const { props } = createTestMountProps('auth', {
      viewer: { status: 'signed-in', viewer: { id: 'u1', name: 'U', username: 'u', imageId: null, isMember: false } },
    });
    const { container } = render(
      <OneTapGate
        {...props}
        flags={{ enable_google_one_tap: true }}
        config={{ ...props.config, googleOneTap: picker }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('prompts with the configured picker for a visitor on the home page, and takes the prompt away when they sign in', async () => {
    const { props, bus } = createTestMountProps('auth');
    render(
      <OneTapGate
        {...props}
        flags={{ enable_google_one_tap: true }}
        config={{ ...props.config, googleOneTap: picker }}
      />,
    );
    const frame = await waitFor(() => {
      const element = document.querySelector<HTMLIFrameElement>('iframe[title="Sign in with Google"]');
      if (!element) throw new Error('no prompt yet');
      return element;
    });
    expect(frame.src).toBe(
      `http://localhost:4001/one-tap?client_id=google&origin=${encodeURIComponent(window.location.origin)}`,
    );
    act(() =>
      bus.setState('viewer', {
        status: 'signed-in',
        viewer: { id: 'u1', name: 'U', username: 'u', imageId: null, isMember: false },
      }),
    );
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull());
  });
});
