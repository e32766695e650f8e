import { useEffect, useMemo, useState } from 'react';
import { contextKey, searchContextOf, type ContextIds } from '../../../../search-service/search-context.ts';
import type { SearchRunner } from '../../../../search-service/search-runner.ts';
import type { MountProps } from '@inkpot/shared-contracts';

/**
 * Where the reader searches from (home, a topic, a publication, a profile) and the ids that scope
 * the suggestions there, resolved once per place. `waiting`: a scoped place whose ids are not known
 * yet (no request is sent before them, so nothing unscoped is shown).
 */
export function useSearchContext(runner: SearchRunner, pathname: string, publication: MountProps['publication']) {
  const context = useMemo(() => searchContextOf(pathname, publication), [pathname, publication]);
  const key = contextKey(context);
  const [resolved, setResolved] = useState<{ key: string; ids: ContextIds } | null>(null);
  useEffect(() => {
    if (context.kind === 'home' || context.kind === 'tag') return;
    let live = true;
    void runner.contextIds(context).then((ids) => {
      if (live) setResolved({ key, ids });
    });
    return () => {
      live = false;
    };
  }, [runner, context, key]);
  const current = resolved?.key === key ? resolved : null;
  const ids = useMemo(() => current?.ids ?? {}, [current]);
  const waiting = (context.kind === 'publication' || context.kind === 'profile') && !current;
  return { context, ids, waiting };
}
