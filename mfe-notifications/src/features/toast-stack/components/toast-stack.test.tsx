import { createTestMountProps } from '@inkpot/shared-contracts/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastStack } from './toast-stack.tsx';

function setup() {
  const { props, bus } = createTestMountProps('notifications');
  render(<ToastStack {...props} />);
  const publish = (payload: Parameters<typeof bus.publish<'toast/show'>>[1]) =>
    act(() => void bus.publish('toast/show', payload, 'test'));
  return { props, bus, publish };
}

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('ToastStack', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides a toast after 5000 ms and a 300 ms fade, then shows the next', () => {
    const { publish } = setup();
    publish({ message: 'First' });
    publish({ message: 'Second' });
    expect(screen.getByRole('status')).toHaveTextContent('First');
    advance(4999);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-phase', 'visible');
    advance(1);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-phase', 'leaving');
    advance(299);
    expect(screen.getByRole('status')).toHaveTextContent('First');
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('pauses while hovered', () => {
    const { publish } = setup();
    publish({ message: 'Hover me', duration: 2000 });
    advance(1500);
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    advance(10_000);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-phase', 'visible');
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    advance(499);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-phase', 'visible');
    advance(1);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-phase', 'leaving');
  });

  it("shows the sign-in confirmation with the member star, and the Friend tier's own badge", () => {
    const { publish } = setup();
    publish({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'FRIEND' });
    const friend = screen.getByTestId('toast-sign-in-confirmation-friend');
    expect(friend).toHaveTextContent('Signed into your member account as Mo.');
    expect(screen.getByRole('img', { name: 'Friend' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Member' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(300);

    publish({ kind: 'sign-in-confirmation', name: 'Mo', tier: 'MEMBER' });
    expect(screen.getByRole('img', { name: 'Member' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(300);

    publish({ kind: 'sign-in-confirmation', name: 'Mo', tier: null });
    expect(screen.getByTestId('toast-sign-in-confirmation')).toHaveTextContent('Signed in as Mo.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('announces errors assertively and the rest politely', () => {
    const { publish } = setup();
    publish({ kind: 'follow-fail' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Sorry, that didn't work. Click Follow on the page below to try again.",
    );
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByTestId('toast-follow-fail')).toHaveClass('ink-toast--error');
  });

  it('keeps a FOREVER toast until closed, and drops a NEXTPAGE toast on navigation', () => {
    const { publish, bus } = setup();
    publish({ message: 'Page only', duration: 'NEXTPAGE' });
    advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Page only');
    act(
      () =>
        void bus.setState('location', { pathname: '/tag/x', search: '', hash: '', routeName: 'tag', referrer: '/' }),
    );
    advance(300);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    publish({ message: 'Stays', duration: 'FOREVER' });
    advance(600_000);
    expect(screen.getByRole('status')).toHaveTextContent('Stays');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(300);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('drops an invalid toast event with a console error and shows nothing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { bus } = setup();
    act(() => void bus.publish('toast/show', { kind: 'mute-entity' } as never, 'search'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Dropped invalid "toast/show" event from "search"'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
