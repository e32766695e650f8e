import { useEffect, useRef } from 'react';
import type { Telemetry } from '@inkpot/shared-contracts';
import type { IndexRequest } from '../../../../search-service/search-indexes.ts';

/** The popover's events: opened once per opening, queried once per query sent. */
export function useSuggestionEvents(
  telemetry: Telemetry,
  {
    open,
    context,
    query,
    requests,
  }: { open: boolean; context: string; query: string; requests: readonly IndexRequest[] | null },
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) telemetry.track('search.predictiveOpened', { context });
    wasOpen.current = open;
  }, [open, telemetry, context]);
  const lastQueried = useRef('');
  useEffect(() => {
    if (!open || !requests || query === lastQueried.current) return;
    lastQueried.current = query;
    telemetry.track('search.predictiveQueried', {
      query,
      context,
      indexes: requests.map((request) => request.kind),
    });
  }, [open, requests, query, telemetry, context]);
}
