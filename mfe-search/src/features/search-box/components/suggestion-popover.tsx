import { isInAppHref, NoncedStyle, useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation, ViewerState } from '@inkpot/shared-contracts';
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { reportSearchClick } from '../../../search-service/search-click.ts';
import { suggestionRequests } from '../../../search-service/search-context.ts';
import { searchRunner } from '../../../search-service/search-runner.ts';
import { useDebouncedQuery, useSearchAnswer } from '../../../search-service/use-search-answer.ts';
import type { RecentSearchStore } from '../model/recent-search-store.ts';
import type { RecentSearches } from '../model/recent-searches.ts';
import { NO_OPTION, optionsAnnouncement } from '../model/suggestion-focus.ts';
import { suggestionPopoverCss } from './suggestion-popover.css.ts';
import { HitGroups } from './suggestions/hit-groups.tsx';
import { RecentGroup } from './suggestions/recent-group.tsx';
import { suggestionOptions, type HitOption, type SuggestionOption } from './suggestions/suggestion-options.ts';
import { useSearchContext } from './suggestions/use-context-ids.ts';
import { useCloseOnPointerOutside, usePopoverKeys } from './suggestions/use-popover-keys.ts';
import { useSuggestionEvents } from './suggestions/use-suggestion-events.ts';

export interface SuggestionPopoverProps {
  mountProps: MountProps;
  inputRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  listboxId: string;
  query: string;
  open: boolean;
  recentSearches: RecentSearchStore;
  onActiveChange(id: string | null): void;
  onClose(): void;
  onSubmit(query: string): void;
  onPickRecent(query: string): void;
}

/** How long typing must pause before the next request (the first key is sent at once). */
export const SUGGESTION_DEBOUNCE_MS = 50;

const HOME_LOCATION: ShellLocation = { pathname: '/', search: '', hash: '', routeName: null, referrer: null };
const LOADING_VIEWER: ViewerState = { status: 'loading' };

/**
 * The suggestion popover: the recent searches for an empty query; as the reader types, hits per
 * index, scoped to the publication or profile searched from. Results come only for a non-empty
 * query; an outside click closes it ([search](../../../../../docs/remotes/search.md)).
 */
export default function SuggestionPopover(props: SuggestionPopoverProps) {
  const { mountProps, inputRef, formRef, listboxId, open, recentSearches, onActiveChange, onClose } = props;
  const { navigation, telemetry, apollo, publication } = mountProps;
  const runner = useMemo(() => searchRunner(mountProps), [mountProps]);
  const location = useObservableValue(navigation.location$, HOME_LOCATION);
  const viewer = useObservableValue(mountProps.viewer$, LOADING_VIEWER);
  const { context, ids, waiting: scopeWaiting } = useSearchContext(runner, location.pathname, publication);

  const typed = props.query.trim();
  const debounced = useDebouncedQuery(typed, SUGGESTION_DEBOUNCE_MS).trim();
  const requests = useMemo(
    () => (debounced && !scopeWaiting ? suggestionRequests(context, ids, debounced) : null),
    [debounced, context, ids, scopeWaiting],
  );
  const view = useSearchAnswer(runner, open ? requests : null, viewer.status === 'signed-in');
  useSuggestionEvents(telemetry, { open, context: context.kind, query: debounced, requests });

  const [recent, setRecent] = useState<RecentSearches>(() => recentSearches.list());
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    // Each opening reads the list again: another tab may have searched meanwhile.
    setOpenSeen(open);
    if (open) setRecent(recentSearches.list());
  }

  const options = useMemo(() => suggestionOptions(typed, recent, view.shown?.results), [typed, recent, view.shown]);
  const [active, setActive] = useState(NO_OPTION);
  const [activeFor, setActiveFor] = useState(options);
  if (activeFor !== options) {
    setActiveFor(options);
    setActive(NO_OPTION);
  }
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  useEffect(() => {
    onActiveChange(active >= 0 && active < options.length ? optionId(active) : null);
  }, [active, options.length, onActiveChange, optionId]);

  const openHit = (option: HitOption) => {
    telemetry.track('search.predictiveResultClicked', {
      query: typed,
      index: option.result.indexName,
      objectID: option.entry.hit.objectID,
      position: option.position,
      queryID: option.result.queryID,
    });
    reportSearchClick(apollo, {
      queryID: option.result.queryID,
      indexName: option.result.indexName,
      objectID: option.entry.hit.objectID,
      position: option.position,
    });
    recentSearches.add(typed);
    onClose();
    // A custom domain is another site: the browser goes there, not the shell's router.
    if (isInAppHref(option.href)) navigation.navigate(option.href);
    else window.location.assign(option.href);
  };
  const choose = (option: SuggestionOption) => {
    if (option.type === 'recent') props.onPickRecent(option.query);
    else openHit(option);
  };
  const removeRecent = (query: string) => {
    setRecent(recentSearches.remove(query));
    inputRef.current?.focus();
  };
  usePopoverKeys(inputRef, { open, options, active, choose }, { setActive, onClose });
  useCloseOnPointerOutside(open, formRef, onClose);

  const status = view.entry?.status;
  const failed = typed !== '' && status === 'error';
  const searching = typed !== '' && !view.shown && !failed;
  // The query whose answer (hits, none, or an error) the popover shows now; benches wait for it.
  const answeredFor = typed !== '' && (status === 'success' || status === 'error') ? debounced : '';
  const announcement = failed
    ? 'Search is unavailable right now.'
    : searching
      ? ''
      : optionsAnnouncement(options.length, typed);

  return (
    <>
      <NoncedStyle>{suggestionPopoverCss}</NoncedStyle>
      <div className="ink-search-popover__status" role="status" aria-live="polite">
        {open ? announcement : ''}
      </div>
      {open && (
        <div className="ink-search-popover" data-testid="search-popover" data-answered-for={answeredFor}>
          {!typed && recent.length === 0 && (
            <p className="ink-search-popover__note">Your recent searches will show up here.</p>
          )}
          {failed && (
            <div className="ink-search-popover__note" role="alert">
              <p>Search is unavailable right now.</p>
              <button type="button" className="ink-search-popover__retry" onClick={view.retry}>
                Try again
              </button>
            </div>
          )}
          {searching && <p className="ink-search-popover__note">Searching…</p>}
          {typed !== '' && !failed && !searching && options.length === 0 && (
            <p className="ink-search-popover__note">No results for “{typed}”</p>
          )}
          {options.length > 0 && (
            <div
              id={listboxId}
              role="listbox"
              aria-label={typed ? `Suggestions for ${typed}` : 'Recent searches'}
              className="ink-search-popover__list"
              onMouseDown={(event) => event.preventDefault()}
            >
              {typed ? (
                <HitGroups
                  options={options}
                  listboxId={listboxId}
                  active={active}
                  optionId={optionId}
                  onOpen={openHit}
                  onHover={setActive}
                />
              ) : (
                <RecentGroup
                  recent={recent}
                  active={active}
                  optionId={optionId}
                  onPick={props.onPickRecent}
                  onRemove={removeRecent}
                  searchHref={(q) => navigation.buildLink('search', {}, { q })}
                />
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
