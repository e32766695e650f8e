/**
 * A writer's stats: what counts as a view and as a read, and the periods the stats page offers.
 * The API records both (platform-api/src/domain/story-stats.ts); the story page reports them.
 * docs/host-pages.md#stats.
 */

/**
 * A read: the reader reached the end of the story (its end came into view) with the page open at
 * least this long. The API refuses a read reported sooner after its view.
 */
export const READ_MIN_SECONDS = 30;

/** The periods the stats page offers, in days; the first page shows the default. */
export const STATS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_STATS_DAYS = 30;
/** The longest period the API answers. */
export const MAX_STATS_DAYS = 90;
/** The most stories the stats page lists, most viewed first. */
export const STATS_STORY_LIMIT = 25;
