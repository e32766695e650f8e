/** The edge's preloaded state for a request: who is signed in, and the xsrf token mutations need. */
import type { ViewerState } from '@inkpot/shared-contracts/state';
import { eq } from 'drizzle-orm';
import type { ApiContext } from '../context.ts';
import { memberships, users } from '../db/schema.ts';

export interface PreloadedSession {
  viewer: Extract<ViewerState, { status: 'visitor' | 'signed-in' }>;
  xsrf: string | null;
}

export const VISITOR_SESSION: PreloadedSession = { viewer: { status: 'visitor' }, xsrf: null };

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
      periodEndsAt: memberships.currentPeriodEndsAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, ctx.session.userId))
    .limit(1);
  if (!row) return VISITOR_SESSION;
  const { periodEndsAt, ...viewer } = row;
  return {
    viewer: { status: 'signed-in', viewer: { ...viewer, isMember: isActiveMember(periodEndsAt, ctx.services.now()) } },
    xsrf: ctx.session.xsrf,
  };
}
