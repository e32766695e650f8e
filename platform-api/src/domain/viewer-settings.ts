/** The viewer's own small settings: dismissed flags, feed visits, preferences. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { followedFeedViews, follows, userDismissedFlags, userPreferences } from '../db/schema.ts';

/** The feed the sidebar's menu icon stands for; opening the sidebar marks it viewed. */
export const SIDEBAR_FEED_ID = 'sidebar-menu-icon';

const FLAG_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;
export const isValidFlag = (flag: string) => FLAG_NAME.test(flag);

export async function dismissFlag(db: Database, userId: string, flag: string, now: Date): Promise<void> {
  await db
    .insert(userDismissedFlags)
    .values({ userId, flag, dismissedAt: now })
    .onConflictDoUpdate({ target: [userDismissedFlags.userId, userDismissedFlags.flag], set: { dismissedAt: now } });
}

export const isValidFeedId = (feedId: string) => feedId.length > 0 && feedId.length <= 200;

/**
 * Records a visit to a followed feed: the sidebar icon ('sidebar-menu-icon'), or a followed
 * writer or publication by its id, which also clears that entity's unread dot.
 */
export async function markFeedViewed(db: Database, userId: string, feedId: string, now: Date): Promise<void> {
  await db
    .insert(followedFeedViews)
    .values({ userId, feedId, viewedAt: now })
    .onConflictDoUpdate({ target: [followedFeedViews.userId, followedFeedViews.feedId], set: { viewedAt: now } });
  await db
    .update(follows)
    .set({ lastViewedAt: now })
    .where(and(eq(follows.followerId, userId), eq(follows.entityId, feedId)));
}

export const MAX_PREFERENCES = 50;
const MAX_PREFERENCE_BYTES = 10_000;

export interface Preference {
  name: string;
  value: unknown;
}

/** Preferences worth storing: named, JSON, small; a later entry for a name replaces an earlier one. */
export function validPreferences(preferences: readonly Preference[]): Preference[] | null {
  if (preferences.length > MAX_PREFERENCES) return null;
  const byName = new Map<string, unknown>();
  for (const { name, value } of preferences) {
    if (name.length === 0 || name.length > 100 || value === undefined) return null;
    const json = JSON.stringify(value);
    if (json === undefined || Buffer.byteLength(json) > MAX_PREFERENCE_BYTES) return null;
    byName.set(name, value);
  }
  return [...byName].map(([name, value]) => ({ name, value }));
}

export async function savePreferences(
  db: Database,
  userId: string,
  preferences: readonly Preference[],
): Promise<boolean> {
  const valid = validPreferences(preferences);
  if (!valid) return false;
  if (!valid.length) return true;
  await db
    .insert(userPreferences)
    .values(valid.map(({ name, value }) => ({ userId, name, value })))
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.name],
      set: { value: sql`excluded.value` },
    });
  return true;
}
