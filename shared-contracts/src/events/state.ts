import { z } from 'zod/mini';

export const viewerStateSchema = z.lazy(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('loading') }),
    z.object({ status: z.literal('visitor') }),
    z.object({
      status: z.literal('signed-in'),
      viewer: z.object({
        id: z.string().check(z.minLength(1)),
        name: z.string(),
        username: z.nullable(z.string()),
        imageId: z.nullable(z.string()),
        isMember: z.boolean(),
      }),
    }),
  ]),
);

export const shellLocationSchema = z.lazy(() =>
  z.object({
    pathname: z.string().check(z.startsWith('/')),
    search: z.string(),
    hash: z.string(),
    /** Name of the matched route, null when none matched. */
    routeName: z.nullable(z.string()),
    /**
     * The matched route's page identifier as the route table names it (`home`,
     * `post`, `settings`), null when none matched. Since contract 1.4: an older host leaves it out.
     */
    page: z.optional(z.nullable(z.string())),
    /** The matched route's path parameters as they stand in the address (`postId` is a story's slug or id). Since 1.4. */
    params: z.optional(z.record(z.string(), z.string())),
    /** The previous location's href, set on navigation. */
    referrer: z.nullable(z.string()),
  }),
);

/** State-like topics: the bus replays their last value to late subscribers. */
export const busStateSchemas = {
  viewer: viewerStateSchema,
  location: shellLocationSchema,
} as const;

export type BusStateMap = { [K in keyof typeof busStateSchemas]: z.infer<(typeof busStateSchemas)[K]> };
export type BusStateTopic = keyof BusStateMap;
export type ViewerState = BusStateMap['viewer'];
export type ShellLocation = BusStateMap['location'];
