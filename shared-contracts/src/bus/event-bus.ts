import { ReplaySubject, Subject, concat, defer, filter, finalize, map, of, type Observable } from 'rxjs';
import {
  busEventSchemas,
  isBusEventType,
  type BusEvent,
  type BusEventMap,
  type BusEventType,
} from '../events/events.ts';
import { busStateSchemas, type BusStateMap, type BusStateTopic } from '../events/state.ts';

type Logger = Pick<Console, 'error'>;

/** What a remote gets: publish as itself, listen to events, read state topics. */
export interface RemoteBus {
  /** Returns false (and delivers nothing) when the event is unknown or fails its schema. */
  publish<T extends BusEventType>(type: T, payload: BusEventMap[T]): boolean;
  on<T extends BusEventType>(type: T): Observable<BusEventMap[T]>;
  /** Replays the last value to late subscribers. */
  state<K extends BusStateTopic>(topic: K): Observable<BusStateMap[K]>;
}

/** The host's bus: everything a remote can do, plus setting state and scoping senders. */
export interface EventBus {
  publish<T extends BusEventType>(type: T, payload: BusEventMap[T], sender: string): boolean;
  on<T extends BusEventType>(type: T): Observable<BusEventMap[T]>;
  events$: Observable<BusEvent>;
  state<K extends BusStateTopic>(topic: K): Observable<BusStateMap[K]>;
  setState<K extends BusStateTopic>(topic: K, value: BusStateMap[K]): boolean;
  /** A bus that publishes as `sender` and listens as `sender` (the receiver `receiversOf` names). */
  forSender(sender: string): RemoteBus;
  /** Who is listening to `type` now, by name (a remote, or `shell` for the host), sorted. */
  receiversOf(type: BusEventType): string[];
}

/** The receiver name of the host's own subscriptions (`bus.on`). */
export const HOST_RECEIVER = 'shell';

/**
 * Requests one surface answers by opening itself (a modal). One published while nothing listens
 * yet (its remote still loading: a reader clicked "Sign in" as the page came up) is kept, the last
 * one, for the first receiver that subscribes within KEPT_COMMAND_MS, instead of being lost.
 */
export const KEPT_COMMANDS: ReadonlySet<BusEventType> = new Set(['auth/open', 'membership/reactivate-open']);
export const KEPT_COMMAND_MS = 10_000;

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  errors?: Issue[][];
}

/** For a union (e.g. a plain toast or a toast kind), names what failed in the closest branch. */
function describeIssues(issues: ReadonlyArray<Issue>): string {
  return issues
    .map((issue) => {
      const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
      const closest = branches.reduce<Issue[] | null>((best, b) => (!best || b.length < best.length ? b : best), null);
      if (closest?.length) return describeIssues(closest);
      return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;
    })
    .join('; ');
}

export function createEventBus(logger: Logger = console, now: () => number = Date.now): EventBus {
  const events = new Subject<BusEvent>();
  const kept = new Map<BusEventType, { payload: unknown; at: number }>();
  const states = {} as { [K in BusStateTopic]: ReplaySubject<BusStateMap[K]> };
  const stateSubject = <K extends BusStateTopic>(topic: K): ReplaySubject<BusStateMap[K]> =>
    (states[topic] ??= new ReplaySubject<BusStateMap[K]>(1) as (typeof states)[K]);

  const publish = <T extends BusEventType>(type: T, payload: BusEventMap[T], sender: string): boolean => {
    // Remotes are separately built JavaScript: the type system does not protect us at run time.
    if (!isBusEventType(type)) {
      logger.error(`[inkpot bus] Dropped unknown event type "${String(type)}" from "${sender}".`);
      return false;
    }
    const result = busEventSchemas[type].safeParse(payload);
    if (!result.success) {
      logger.error(
        `[inkpot bus] Dropped invalid "${type}" event from "${sender}": ${describeIssues(result.error.issues)}`,
      );
      return false;
    }
    if (KEPT_COMMANDS.has(type) && !listening.get(type)?.size) kept.set(type, { payload: result.data, at: now() });
    events.next({ type, payload: result.data, sender } as BusEvent);
    return true;
  };

  /** The kept command of `type` for its first receiver, if one is waiting and fresh. */
  const takeKept = (type: BusEventType): unknown[] => {
    const command = kept.get(type);
    kept.delete(type);
    return command && now() - command.at <= KEPT_COMMAND_MS ? [command.payload] : [];
  };

  /** Live subscriptions per event type and receiver. */
  const listening = new Map<BusEventType, Map<string, number>>();
  const count = (type: BusEventType, receiver: string, delta: number) => {
    const byReceiver = listening.get(type) ?? new Map<string, number>();
    const next = (byReceiver.get(receiver) ?? 0) + delta;
    if (next > 0) byReceiver.set(receiver, next);
    else byReceiver.delete(receiver);
    listening.set(type, byReceiver);
  };

  const onAs =
    (receiver: string) =>
    <T extends BusEventType>(type: T): Observable<BusEventMap[T]> =>
      defer(() => {
        count(type, receiver, 1);
        const live = events.pipe(
          filter((event): event is Extract<BusEvent, { type: T }> => event.type === type),
          map((event) => event.payload as BusEventMap[T]),
        );
        return concat(of(...(takeKept(type) as BusEventMap[T][])), live).pipe(
          finalize(() => count(type, receiver, -1)),
        );
      });
  const on = onAs(HOST_RECEIVER);

  const state = <K extends BusStateTopic>(topic: K): Observable<BusStateMap[K]> => stateSubject(topic).asObservable();

  const setState = <K extends BusStateTopic>(topic: K, value: BusStateMap[K]): boolean => {
    const result = busStateSchemas[topic].safeParse(value);
    if (!result.success) {
      logger.error(`[inkpot bus] Refused invalid "${topic}" state: ${describeIssues(result.error.issues)}`);
      return false;
    }
    stateSubject(topic).next(result.data as BusStateMap[K]);
    return true;
  };

  return {
    publish,
    on,
    events$: events.asObservable(),
    state,
    setState,
    forSender: (sender) => ({
      publish: (type, payload) => publish(type, payload, sender),
      on: onAs(sender),
      state,
    }),
    receiversOf: (type) => [...(listening.get(type)?.keys() ?? [])].sort(),
  };
}
