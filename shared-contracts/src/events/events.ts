import { z } from 'zod/mini';
import { toastKindSchema } from '../toast/toast-kinds.ts';
import { toastSchema } from '../toast/toast.ts';

const nonEmpty = () => z.string().check(z.minLength(1));

/**
 * The `auth/open` entry points whose sign-in flow has its own wording. The part that opens the
 * flow and the auth remote that words it both use these names, so the two spellings cannot drift.
 */
export const AUTH_ENTRY_POINTS = {
  /** A visitor chose a writer's newsletter: the flow invites them to create an account for it (register). */
  subscribeUser: 'subscribe_user',
  /** A publication's newsletter promo: the legal footer says the address is shared with it. */
  newsletterPromo: 'newsletter_promo',
  /** A sign-up for a discount plan: the email step asks for a personal address. */
  discountPlan: 'discount_plan',
} as const;

/**
 * Every event that may cross the bus, with its runtime schema. The bus validates each publish
 * against this table; an event that is not here, or does not match, is never delivered.
 *
 * Like every schema the page's code defines at module level (the toasts, the preloaded state, the
 * registry), each is built on its first use (`z.lazy`), not while the code is evaluated: building
 * them all was 40% of the host's module evaluation, about 35 ms of one task on a slow phone
 * (4x CPU), for events most pages never publish.
 */
export const busEventSchemas = {
  'auth/open': z.lazy(() =>
    z.object({
      operation: z.enum(['login', 'register']),
      step: z.optional(z.enum(['SIGNIN_OPTIONS', 'SIGNUP_OPTIONS', 'ENTER_EMAIL'])),
      entryPoint: z.optional(z.string()),
      redirect: z.optional(z.string()),
      /** The action the reader was about to take; provider links carry it with an account token. */
      actionUrl: z.optional(z.string()),
      /** The writer the `AUTH_ENTRY_POINTS.subscribeUser` entry point is about ('Be the first to hear ... from {name}'). */
      user: z.optional(z.object({ id: z.optional(z.string()), name: nonEmpty() })),
      /** The publication the flow was opened from (newsletter promo, 'powered by'). */
      collection: z.optional(z.object({ id: z.optional(z.string()), name: nonEmpty(), slug: z.optional(z.string()) })),
    }),
  ),
  'auth/close': z.lazy(() => z.object({})),
  'auth/signed-in': z.lazy(() => z.object({ viewerId: nonEmpty() })),
  /**
   * One of the toast kinds (toast-kinds.ts), or a plain toast (message, duration, style). Kinds
   * first: `{ kind: 'error', message }` also fits the plain shape, which would strip its kind.
   */
  'toast/show': z.lazy(() => z.union([toastKindSchema, toastSchema])),
  'toast/clear': z.lazy(() => z.object({})),
  /** The reader chose Retry on a retryable toast; the sender that chose `retryKey` retries. */
  'toast/retry': z.lazy(() => z.object({ retryKey: nonEmpty() })),
  'navigation/navigate': z.lazy(() => z.object({ to: nonEmpty(), replace: z.optional(z.boolean()) })),
  'membership/reactivate-open': z.lazy(() => z.object({})),
  'analytics/track': z.lazy(() =>
    z.object({
      name: nonEmpty(),
      data: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
} as const;

export type BusEventMap = { [K in keyof typeof busEventSchemas]: z.infer<(typeof busEventSchemas)[K]> };
export type BusEventType = keyof BusEventMap;
export type BusEvent = { [K in BusEventType]: { type: K; payload: BusEventMap[K]; sender: string } }[BusEventType];

export function isBusEventType(value: unknown): value is BusEventType {
  return typeof value === 'string' && Object.hasOwn(busEventSchemas, value);
}
