import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, type RefObject } from 'react';
import { READ_MIN_SECONDS } from '@inkpot/shared-contracts/story-stats';
import { useShell } from '../../routing/page-props.ts';
import { RecordStoryReadDocument, RecordStoryViewDocument } from './__generated__/story-view-recording.generated.ts';

/** The default intersection viewing threshold: a quarter of the story's end in view. */
const END_IN_VIEW = 0.25;

/**
 * The read rule as the page applies it: once the end has been in view and the page has been open
 * READ_MIN_SECONDS, whichever comes last (the API checks the time again).
 */
export function readIsDue(state: { endSeen: boolean; openedAt: number; now: number }): boolean {
  return state.endSeen && state.now - state.openedAt >= READ_MIN_SECONDS * 1000;
}

/**
 * Counts this load of a story's page as a view (the API leaves out the author's own), then its read
 * when the reader reaches `endRef` (the end of the story) with the page open READ_MIN_SECONDS.
 * Once per story per page load; nothing on the server, nothing for the author.
 */
export function useStoryViewRecording(postId: string | null, isAuthor: boolean, endRef: RefObject<Element | null>) {
  const { services } = useShell();
  const [recordView] = useMutation(RecordStoryViewDocument, { client: services.apollo });
  const [recordRead] = useMutation(RecordStoryReadDocument, { client: services.apollo });
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!postId || isAuthor || recorded.current === postId) return;
    recorded.current = postId;
    const openedAt = Date.now();
    let endSeen = false;
    let viewId: string | null = null;
    let done = false;
    let stopped = false;
    const reportWhenDue = () => {
      if (done || stopped || !viewId || !readIsDue({ endSeen, openedAt, now: Date.now() })) return;
      done = true;
      void recordRead({ variables: { viewId } }).catch(() => undefined);
    };
    void recordView({ variables: { postId } })
      .then((result) => {
        viewId = result.data?.recordStoryView?.viewId ?? null;
        reportWhenDue();
      })
      .catch(() => undefined);
    const timer = window.setTimeout(reportWhenDue, READ_MIN_SECONDS * 1000);
    const end = endRef.current;
    const observer =
      end && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= END_IN_VIEW)) {
                endSeen = true;
                observer?.disconnect();
                reportWhenDue();
              }
            },
            { threshold: END_IN_VIEW },
          )
        : null;
    if (end) observer?.observe(end);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [postId, isAuthor, endRef, recordView, recordRead]);
}
