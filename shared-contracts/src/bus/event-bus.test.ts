import { createEventBus } from './event-bus.ts';

const quietLogger = () => ({ error: jest.fn() });

describe('event bus', () => {
  it('delivers a valid event to subscribers of its type only', () => {
    const bus = createEventBus(quietLogger());
    const toasts: unknown[] = [];
    const opens: unknown[] = [];
    bus.on('toast/show').subscribe((payload) => toasts.push(payload));
    bus.on('auth/open').subscribe((payload) => opens.push(payload));

    expect(bus.publish('toast/show', { message: 'Saved.' }, 'notifications')).toBe(true);
    expect(toasts).toEqual([{ message: 'Saved.' }]);
    expect(opens).toEqual([]);
  });

  it('keeps the kind of a toast kind that also fits the plain toast shape', () => {
    const bus = createEventBus(quietLogger());
    const toasts: unknown[] = [];
    bus.on('toast/show').subscribe((payload) => toasts.push(payload));
    bus.publish('toast/show', { kind: 'error', message: 'Story not found.' }, 'notifications');
    expect(toasts).toEqual([{ kind: 'error', message: 'Story not found.' }]);
  });

  it('drops an event that fails its schema, naming the type and the sender, and delivers nothing', () => {
    const logger = quietLogger();
    const bus = createEventBus(logger);
    const received = jest.fn();
    bus.on('toast/show').subscribe(received);

    // A separately built remote can send anything at run time.
    const accepted = bus.publish('toast/show', { message: '', duration: -5 } as never, 'search');
    expect(accepted).toBe(false);
    expect(received).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
    const message = logger.error.mock.calls[0][0] as string;
    expect(message).toContain('"toast/show"');
    expect(message).toContain('"search"');
    expect(message).toContain('message');
  });

  it('drops an event of an unknown type', () => {
    const logger = quietLogger();
    const bus = createEventBus(logger);
    const all = jest.fn();
    bus.events$.subscribe(all);
    expect(bus.publish('toast/explode' as never, {} as never, 'membership')).toBe(false);
    expect(all).not.toHaveBeenCalled();
    expect(logger.error.mock.calls[0][0]).toMatch(/unknown event type "toast\/explode" from "membership"/);
  });

  it('scopes the sender of a remote bus', () => {
    const bus = createEventBus(quietLogger());
    const senders: string[] = [];
    bus.events$.subscribe((event) => senders.push(event.sender));
    bus.forSender('navigation').publish('auth/open', { operation: 'login' });
    expect(senders).toEqual(['navigation']);
  });

  it('replays the last value of state topics to late subscribers', () => {
    const bus = createEventBus(quietLogger());
    bus.setState('viewer', { status: 'loading' });
    bus.setState('viewer', { status: 'visitor' });
    const late = jest.fn();
    bus.forSender('auth').state('viewer').subscribe(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ status: 'visitor' });
  });

  it('refuses invalid state and keeps the previous value', () => {
    const logger = quietLogger();
    const bus = createEventBus(logger);
    const location = { pathname: '/', search: '', hash: '', routeName: 'home', referrer: null };
    bus.setState('location', location);
    expect(bus.setState('location', { ...location, pathname: 'no-slash' })).toBe(false);
    const seen = jest.fn();
    bus.state('location').subscribe(seen);
    expect(seen).toHaveBeenCalledWith(location);
    expect(logger.error.mock.calls[0][0]).toContain('"location"');
  });

  it('does not replay plain events to late subscribers', () => {
    const bus = createEventBus(quietLogger());
    bus.publish('toast/show', { message: 'Saved.' }, 'notifications');
    const late = jest.fn();
    bus.on('toast/show').subscribe(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('keeps a request to open a modal published before anyone listens, for its first receiver, for a while', () => {
    let time = 0;
    const bus = createEventBus(quietLogger(), () => time);
    // A reader clicks "Sign in" while the sign-in remote is still loading.
    bus.publish('auth/open', { operation: 'register' }, 'navigation');
    bus.publish('auth/open', { operation: 'login' }, 'navigation');
    time = 9_000;
    const modal = jest.fn();
    bus.forSender('auth').on('auth/open').subscribe(modal);
    expect(modal.mock.calls).toEqual([[{ operation: 'login' }]]);
    // Answered once: the next receiver gets only what comes next.
    const other = jest.fn();
    bus.on('auth/open').subscribe(other);
    expect(other).not.toHaveBeenCalled();
    bus.publish('auth/open', { operation: 'register' }, 'navigation');
    expect(modal).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);

    // Published while someone listens: not kept for a later receiver.
    const late = jest.fn();
    bus.on('auth/open').subscribe(late);
    expect(late).not.toHaveBeenCalled();

    // Too old: the reader has moved on.
    const reactivate = createEventBus(quietLogger(), () => time);
    reactivate.publish('membership/reactivate-open', {}, 'navigation');
    time += 10_001;
    const stale = jest.fn();
    reactivate.on('membership/reactivate-open').subscribe(stale);
    expect(stale).not.toHaveBeenCalled();
  });

  it('knows who listens to each event type, by the name each subscribed as, until they unsubscribe', () => {
    const bus = createEventBus(quietLogger());
    const auth = bus.forSender('auth').on('auth/open').subscribe();
    const again = bus.forSender('auth').on('auth/open').subscribe();
    const shell = bus.on('auth/open').subscribe();
    bus.forSender('notifications').on('toast/show').subscribe();
    expect(bus.receiversOf('auth/open')).toEqual(['auth', 'shell']);
    expect(bus.receiversOf('toast/show')).toEqual(['notifications']);
    expect(bus.receiversOf('auth/close')).toEqual([]);
    auth.unsubscribe();
    expect(bus.receiversOf('auth/open')).toEqual(['auth', 'shell']);
    again.unsubscribe();
    shell.unsubscribe();
    expect(bus.receiversOf('auth/open')).toEqual([]);
  });
});
