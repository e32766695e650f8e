import { isInAppHref, isPlainClick, NoncedStyle, useObservableValue } from '@inkpot/shared-contracts';
import type { MountProps, ShellLocation, ViewerState } from '@inkpot/shared-contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { hitHref, hitLabel } from '../../../search-service/hit-links.ts';
import { reportSearchClick } from '../../../search-service/search-click.ts';
import {
  contextKey,
  searchContextOf,
  suggestionRequests,
  type ContextIds,
} from '../../../search-service/search-context.ts';
import type { AnyHit, IndexResult, SearchIndexKind } from '../../../search-service/search-indexes.ts';
import { searchRunner } from '../../../search-service/search-runner.ts';
import { useDebouncedQuery, useSearchAnswer } from '../../../search-service/use-search-answer.ts';
import type { RecentSearchStore } from '../model/recent-search-store.ts';
import type { RecentSearches } from '../model/recent-searches.ts';
import { moveActiveOption, NO_OPTION, optionsAnnouncement } from '../model/suggestion-focus.ts';
import { suggestionPopoverCss } from './suggestion-popover.css.ts';

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

const GROUP_TITLES: Readonly<Record<SearchIndexKind, string>> = {
  post: 'Stories',
  user: 'People',
  collection: 'Publications',
  tag: 'Topics',
  catalog: 'Lists',
};

type Option =
  | { type: 'recent'; query: string }
  | { type: 'hit'; entry: AnyHit; result: IndexResult; position: number; href: string };

const HOME_LOCATION: ShellLocation = { pathname: '/', search: '', hash: '', routeName: null, referrer: null };
const LOADING_VIEWER: ViewerState = { status: 'loading' };

/** The suggestion popover (spec 01 §4): recent searches for an empty query, hits per index as you type. */
export default function SuggestionPopover(props: SuggestionPopoverProps) {
  const { mountProps, inputRef, formRef, listboxId, open, recentSearches, onActiveChange, onClose } = props;
  const { navigation, telemetry, apollo, publication } = mountProps;
  const runner = useMemo(() => searchRunner(mountProps), [mountProps]);
  const location = useObservableValue(navigation.location$, HOME_LOCATION);
  const viewer = useObservableValue(mountProps.viewer$, LOADING_VIEWER);
  const signedIn = viewer.status === 'signed-in';

  const context = useMemo(() => searchContextOf(location.pathname, publication), [location.pathname, publication]);
  const [ids, setIds] = useState<{ key: string; ids: ContextIds } | null>(null);
  const ctxKey = contextKey(context);
  useEffect(() => {
    if (context.kind === 'home' || context.kind === 'tag') return;
    let live = true;
    void runner.contextIds(context).then((resolved) => {
      if (live) setIds({ key: ctxKey, ids: resolved });
    });
    return () => {
      live = false;
    };
  }, [runner, context, ctxKey]);
  const contextIds = ids?.key === ctxKey ? ids.ids : {};
  const scopedWaiting = (context.kind === 'publication' || context.kind === 'profile') && ids?.key !== ctxKey;

  const typed = props.query.trim();
  const debounced = useDebouncedQuery(typed, SUGGESTION_DEBOUNCE_MS).trim();
  // Spec 01 §5: results only for a non-empty query.
  const requests = useMemo(
    () => (debounced && !scopedWaiting ? suggestionRequests(context, contextIds, debounced) : null),
    // contextIds is derived from ids and ctxKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [debounced, context, ids, ctxKey, scopedWaiting],
  );
  const view = useSearchAnswer(runner, open ? requests : null, signedIn);

  // Events (spec 01 §4): opened once per opening, queried once per query sent.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) telemetry.track('search.predictiveOpened', { context: context.kind });
    wasOpen.current = open;
  }, [open, telemetry, context.kind]);
  const lastQueried = useRef('');
  useEffect(() => {
    if (!open || !requests || debounced === lastQueried.current) return;
    lastQueried.current = debounced;
    telemetry.track('search.predictiveQueried', {
      query: debounced,
      context: context.kind,
      indexes: requests.map((request) => request.kind),
    });
  }, [open, requests, debounced, telemetry, context.kind]);

  const [recent, setRecent] = useState<RecentSearches>(() => recentSearches.list());
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    // Each opening reads the list again: another tab may have searched meanwhile.
    setOpenSeen(open);
    if (open) setRecent(recentSearches.list());
  }

  const shown = view.shown;
  const options: Option[] = useMemo(() => {
    if (!typed) return recent.map((query) => ({ type: 'recent' as const, query }));
    return (shown?.results ?? []).flatMap((result) =>
      result.hits.map((entry, index) => ({
        type: 'hit' as const,
        entry,
        result,
        position: result.page * Math.max(result.hits.length, 1) + index + 1,
        href: hitHref(entry),
      })),
    );
  }, [typed, recent, shown]);

  const [active, setActive] = useState(NO_OPTION);
  const [activeFor, setActiveFor] = useState(options);
  if (activeFor !== options) {
    setActiveFor(options);
    setActive(NO_OPTION);
  }
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  useEffect(() => {
    onActiveChange(active >= 0 && active < options.length ? optionId(active) : null);
    // optionId depends on listboxId only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, options.length, onActiveChange, listboxId]);

  const openHit = (option: Extract<Option, { type: 'hit' }>) => {
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
  const choose = (option: Option) => {
    if (option.type === 'recent') props.onPickRecent(option.query);
    else openHit(option);
  };
  const removeRecent = (query: string) => {
    setRecent(recentSearches.remove(query));
    inputRef.current?.focus();
  };

  // Keys on the box: arrows move through options, Enter opens the active one, Escape closes.
  const keyState = useRef({ open, options, active, choose });
  useLayoutEffect(() => {
    keyState.current = { open, options, active, choose };
  });
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = keyState.current;
      if (event.isComposing) return;
      if (event.key === 'Escape') {
        if (current.open) {
          event.preventDefault();
          onClose();
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!current.open || current.options.length === 0) return;
        event.preventDefault();
        setActive(moveActiveOption(current.active, current.options.length, event.key === 'ArrowDown' ? 'down' : 'up'));
        return;
      }
      if (event.key === 'Enter' && current.open) {
        const option = current.options[current.active];
        if (!option) return; // the form submits the typed query
        event.preventDefault();
        current.choose(option);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [inputRef, onClose]);

  // Spec 01 §4: an outside click closes the popover.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = formRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, formRef, onClose]);

  const status = view.entry?.status;
  const failed = typed !== '' && status === 'error';
  const waiting = typed !== '' && !view.shown && !failed;
  // The query whose answer (hits, none, or an error) the popover shows now; benches wait for it.
  const answeredFor = typed !== '' && (status === 'success' || status === 'error') ? debounced : '';
  const announcement = failed
    ? 'Search is unavailable right now.'
    : waiting
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
          {waiting && <p className="ink-search-popover__note">Searching…</p>}
          {typed !== '' && !failed && !waiting && options.length === 0 && (
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
              {!typed && (
                <RecentGroup
                  recent={recent}
                  active={active}
                  optionId={optionId}
                  onPick={props.onPickRecent}
                  onRemove={removeRecent}
                  searchHref={(q) => navigation.buildLink('search', {}, { q })}
                />
              )}
              {typed &&
                groupHits(options).map(({ kind, items }) => (
                  <div role="group" aria-labelledby={`${listboxId}-${kind}`} key={kind}>
                    <div className="ink-search-popover__heading" id={`${listboxId}-${kind}`} role="presentation">
                      {GROUP_TITLES[kind]}
                    </div>
                    {items.map(({ option, index }) => (
                      <a
                        key={`${kind}-${option.entry.hit.objectID}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        tabIndex={-1}
                        className="ink-search-popover__option"
                        href={option.href}
                        onClick={(event) => {
                          if (!isPlainClick(event) || !isInAppHref(option.href)) return;
                          event.preventDefault();
                          openHit(option);
                        }}
                        onMouseEnter={() => setActive(index)}
                      >
                        <HitAvatar entry={option.entry} />
                        <span className="ink-search-popover__label">{hitLabel(option.entry)}</span>
                      </a>
                    ))}
                  </div>
                ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}

function groupHits(options: Option[]) {
  const groups: { kind: SearchIndexKind; items: { option: Extract<Option, { type: 'hit' }>; index: number }[] }[] = [];
  options.forEach((option, index) => {
    if (option.type !== 'hit') return;
    let group = groups.find((candidate) => candidate.kind === option.entry.kind);
    if (!group) {
      group = { kind: option.entry.kind, items: [] };
      groups.push(group);
    }
    group.items.push({ option, index });
  });
  return groups;
}

function RecentGroup(props: {
  recent: RecentSearches;
  active: number;
  optionId(index: number): string;
  onPick(query: string): void;
  onRemove(query: string): void;
  searchHref(query: string): string;
}) {
  const headingId = `${props.optionId(-1)}-recent`;
  return (
    <div role="group" aria-labelledby={headingId}>
      <div className="ink-search-popover__heading" id={headingId} role="presentation">
        Recent searches
      </div>
      {props.recent.map((query, index) => (
        <div className="ink-search-popover__recent" key={query}>
          <a
            id={props.optionId(index)}
            role="option"
            aria-selected={index === props.active}
            tabIndex={-1}
            className="ink-search-popover__option"
            href={props.searchHref(query)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              props.onPick(query);
            }}
          >
            <ClockIcon />
            <span className="ink-search-popover__label">{query}</span>
          </a>
          <button
            type="button"
            tabIndex={-1}
            className="ink-search-popover__remove"
            aria-label={`Remove “${query}” from recent searches`}
            onClick={() => props.onRemove(query)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

function HitAvatar({ entry }: { entry: AnyHit }) {
  const initial = hitLabel(entry).trim().charAt(0).toUpperCase() || '?';
  if (entry.kind === 'tag')
    return <span className="ink-search-popover__avatar ink-search-popover__avatar--tag">#</span>;
  if (entry.kind === 'post')
    return <span className="ink-search-popover__avatar ink-search-popover__avatar--post">¶</span>;
  if (entry.kind === 'catalog')
    return <span className="ink-search-popover__avatar ink-search-popover__avatar--post">≡</span>;
  return (
    <span
      className={`ink-search-popover__avatar ${entry.kind === 'collection' ? 'ink-search-popover__avatar--square' : ''}`}
    >
      {initial}
    </span>
  );
}

function ClockIcon() {
  return (
    <svg className="ink-search-popover__avatar ink-search-popover__avatar--icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 8v4l3 2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
