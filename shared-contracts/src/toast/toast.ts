import { z } from 'zod/mini';

/** Default toast duration. */
export const DEFAULT_TOAST_DURATION_MS = 5000;
/** Fade-out. */
export const TOAST_FADE_MS = 300;

export const toastSchema = z.lazy(() =>
  z.object({
    message: z.string().check(z.minLength(1)),
    /** Milliseconds, FOREVER (until closed) or NEXTPAGE (dismissed on navigation). */
    duration: z.optional(z.union([z.number().check(z.positive()), z.literal('FOREVER'), z.literal('NEXTPAGE')])),
    style: z.optional(z.enum(['default', 'success', 'error'])),
    /** Hide the close control (e.g. 'Code sent!'). */
    hideClose: z.optional(z.boolean()),
    extraParams: z.optional(z.object({ testId: z.optional(z.string()) })),
  }),
);

export type Toast = z.infer<typeof toastSchema>;
export type ToastDuration = NonNullable<Toast['duration']>;
