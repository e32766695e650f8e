/**
 * The edge's preloaded state for a request: who is signed in, the xsrf token mutations need, and
 * the facts the edge's cache decision reads (docs/architecture/edge.md#caching).
 */
import type { ViewerState } from '@inkpot/shared-contracts/state';
import { asc, eq } from 'drizzle-orm';
import type { ApiContext } from '../context.ts';
import { memberships, userCapabilities, users } from '../db/schema.ts';

/** For the edge only (it does not embed them in the page): staff, spoofed session, capabilities. */
export interface EdgeViewerFacts {
  isStaff: boolean;
  /**
   * A staff member browsing as someone else. Sessions cannot be spoofed yet, so this is always
   * false; it is part of the answer so the edge's rule is in place when they can.
   */
  isSpoofed: boolean;
  capabilities: string[];
}

export interface PreloadedSession {
  viewer: Extract<ViewerState, { status: 'visitor' | 'signed-in' }>;
  xsrf: string | null;
  edge: EdgeViewerFacts;
}

export const VISITOR_SESSION: PreloadedSession = {
  viewer: { status: 'visitor' },
  xsrf: null,
  edge: { isStaff: false, isSpoofed: false, capabilities: [] },
};

/** A membership counts until its paid period ends, cancelled or not. */
export const isActiveMember = (periodEndsAt: Date | null, now: Date) =>
  periodEndsAt !== null && periodEndsAt.getTime() > now.getTime();

export async function preloadedSession(
  ctx: Pick<ApiContext, 'db' | 'services' | 'session'>,
): Promise<PreloadedSession> {
  if (!ctx.session) return VISITOR_SESSION;
  const [row] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      imageId: users.imageId,
      isStaff: users.isStaff,
      periodEndsAt: memberships.currentPeriodEndsAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, ctx.session.userId))
    .limit(1);
  if (!row) return VISITOR_SESSION;
  const { periodEndsAt, isStaff, ...viewer } = row;
  const capabilities = await ctx.db
    .select({ name: userCapabilities.name })
    .from(userCapabilities)
    .where(eq(userCapabilities.userId, row.id))
    .orderBy(asc(userCapabilities.name));
  return {
    viewer: { status: 'signed-in', viewer: { ...viewer, isMember: isActiveMember(periodEndsAt, ctx.services.now()) } },
    xsrf: ctx.session.xsrf,
    edge: { isStaff, isSpoofed: false, capabilities: capabilities.map((capability) => capability.name) },
  };
}
