import { NoncedStyle } from '@inkpot/shared-contracts';
import type { FollowButtonProps, ViewerState } from '@inkpot/shared-contracts';
import { useObservableValue } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FOLLOW_MUTATIONS } from '../api/follow-mutations.ts';
import { useFollowTarget } from '../hooks/use-follow-target.ts';
import {
  FOLLOW_ENTRY_POINT,
  followButtonLabel,
  savePendingFollow,
  takePendingFollow,
} from '../model/pending-follow.ts';
import { followButtonCss } from './follow-button.css.ts';

const LOADING: ViewerState = { status: 'loading' };

/**
 * Follow / Following / Unfollow for a writer or a publication. Optimistic in the
 * one Apollo cache, rolled back with a toast when the server says no; a visitor is asked to sign
 * in and the follow is done once they are.
 */
export function FollowButton({ apollo, bus, viewer$, followTarget, telemetry }: FollowButtonProps) {
  const viewer = useObservableValue(viewer$, LOADING);
  const viewerId = viewer.status === 'signed-in' ? viewer.viewer.id : null;
  const { state } = useFollowTarget(apollo, followTarget, viewerId ?? viewer.status);
  const [hovered, setHovered] = useState(false);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const askToSignIn = useCallback(() => {
    savePendingFollow(sessionStorage, followTarget, Date.now());
    bus.publish('auth/open', { operation: 'login', entryPoint: FOLLOW_ENTRY_POINT });
  }, [bus, followTarget]);

  const run = useCallback(
    async (follow: boolean, name: string, signedInAs: string) => {
      if (busy.current) return;
      if (follow && followTarget.type === 'user' && followTarget.id === signedInAs) {
        bus.publish('toast/show', { kind: 'follow-self' });
        return;
      }
      busy.current = true;
      setPending(true);
      const variables = { targetId: followTarget.id, viewerId: signedInAs };
      const mutations = FOLLOW_MUTATIONS[followTarget.type];
      const outcome = await (follow ? mutations.follow : mutations.unfollow)(apollo, variables);
      busy.current = false;
      setPending(false);
      switch (outcome.type) {
        case 'done':
          if (follow) {
            telemetry.track(followTarget.type === 'user' ? 'user.followed' : 'collection.followed', {
              targetId: followTarget.id,
            });
            // A publication's follow can be undone from its toast (the 'follow publisher' kind).
            bus.publish(
              'toast/show',
              followTarget.type === 'collection'
                ? { kind: 'follow-publisher', collection: { id: followTarget.id, name } }
                : { kind: 'follow-success', entity: { type: followTarget.type, id: followTarget.id, name } },
            );
          }
          return;
        case 'already':
          if (follow) bus.publish('toast/show', { kind: 'follow-already', name });
          return;
        case 'self':
          bus.publish('toast/show', { kind: 'follow-self' });
          return;
        case 'unauthenticated':
          if (follow) askToSignIn();
          return;
        case 'failed':
          bus.publish('toast/show', { kind: 'follow-fail' });
          return;
      }
    },
    [apollo, bus, telemetry, followTarget, askToSignIn],
  );

  // A visitor who clicked Follow and has signed in since: the follow is done for them.
  useEffect(() => {
    if (!viewerId || !state) return;
    // After this render: the intent is taken only if the follow really starts.
    const timer = setTimeout(() => {
      if (!takePendingFollow(sessionStorage, followTarget, Date.now())) return;
      if (state.isFollowing) bus.publish('toast/show', { kind: 'follow-already', name: state.name });
      else void run(true, state.name, viewerId);
    });
    return () => clearTimeout(timer);
  }, [viewerId, state, followTarget, bus, run]);

  if (!state) {
    return (
      <>
        <NoncedStyle>{followButtonCss}</NoncedStyle>
        <button type="button" className="ink-follow ink-follow--placeholder" disabled aria-hidden="true">
          Follow
        </button>
      </>
    );
  }

  const label = followButtonLabel(state.isFollowing, hovered);
  const onClick = () => {
    if (viewer.status === 'loading') return;
    if (!viewerId) {
      askToSignIn();
      return;
    }
    void run(!state.isFollowing, state.name, viewerId);
  };

  return (
    <>
      <NoncedStyle>{followButtonCss}</NoncedStyle>
      <button
        type="button"
        className={`ink-follow${state.isFollowing ? ' ink-follow--following' : ''}`}
        data-testid="follow-button"
        data-following={state.isFollowing ? 'true' : 'false'}
        aria-busy={pending}
        aria-label={state.isFollowing ? `${label} ${state.name}` : `Follow ${state.name}`}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onClick={onClick}
      >
        {label}
      </button>
    </>
  );
}
