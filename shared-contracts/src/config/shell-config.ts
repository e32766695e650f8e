import { z } from 'zod/mini';

/** Product name from the spec: `{product}` is Inkpot. */
export const PRODUCT_NAME = 'Inkpot';

/**
 * The most any request body may be, at the edge and in the API alike ("Body size"):
 * counted on the stream, since a chunked body declares no length.
 */
export const REQUEST_BODY_LIMIT_BYTES = 256 * 1024;

export const bodyTooLargeMessage = (limitBytes: number) => `Request body is larger than ${limitBytes / 1024} KiB.`;

/** Config the host hands every remote at mount (from the edge's preloaded state). */
export const shellConfigSchema = z.lazy(() =>
  z.object({
    productName: z.string().check(z.minLength(1)),
    /** Version of the host build, sent as `lite/{version}` in the frontend-app header. */
    appVersion: z.string(),
    /** Decides the favicon among other things (development, staging, production). */
    environment: z.enum(['development', 'staging', 'production', 'test']),
    graphqlUrl: z.string().check(z.minLength(1)),
    hosts: z.object({
      /** Origin of the page, e.g. http://localhost:3000. */
      app: z.string(),
      /** Where the status page lives (footer, 500 screen). */
      status: z.string(),
      help: z.string(),
    }),
    /**
     * Contract 1.2: the account picker of the Google one-tap card, absent when none
     * is configured (then one-tap never shows). `google-identity-services` is Google's own
     * (https://accounts.google.com/gsi/client) with the deployment's Google client id;
     * `local-provider` is the local OpenID provider's picker at `url`, which the edge offers in
     * development only.
     */
    googleOneTap: z.optional(
      z.discriminatedUnion('picker', [
        z.object({ picker: z.literal('google-identity-services'), clientId: z.string().check(z.minLength(1)) }),
        z.object({
          picker: z.literal('local-provider'),
          clientId: z.string().check(z.minLength(1)),
          url: z.string().check(z.minLength(1)),
        }),
      ]),
    ),
    /**
     * Contract 1.2: sign-up's bot check, Google reCAPTCHA v3 with the deployment's
     * site key. Absent, the page sends the development token in development and fails the check
     * anywhere else (the API refuses it there).
     */
    captcha: z.optional(z.object({ provider: z.literal('recaptcha-v3'), siteKey: z.string().check(z.minLength(1)) })),
    /**
     * The hosted-search service. Optional and additive: without it the search
     * remote asks the page's own origin (the edge proxies /1/indexes/*) with the development
     * application id and search-only key.
     */
    search: z.optional(
      z.object({
        url: z.optional(z.string()),
        appId: z.string(),
        apiKey: z.string(),
        indexPrefix: z.string(),
      }),
    ),
  }),
);

export type ShellConfig = z.infer<typeof shellConfigSchema>;

export type FeatureFlagValue = boolean | string | number;
export type FeatureFlags = Readonly<Record<string, FeatureFlagValue>>;

/** The string flag naming the sidebar Following list's sort field (the API serves it, navigation reads it). */
export const FOLLOWING_SORT_FIELD_FLAG = 'sidebar_following_sort_field';
