import { NoncedStyle } from '@inkpot/shared-contracts';
import type { MountProps } from '@inkpot/shared-contracts';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useFocusSearchHotkey } from '../hooks/use-focus-search-hotkey.ts';
import { browserLocalStorage, createRecentSearchStore } from '../model/recent-search-store.ts';
import { focusSearchShortcut, isApplePlatform } from '../model/search-hotkey.ts';
import { searchBoxCss } from './search-box.css.ts';

// The popover (client, cache, hits, recent list) is its own chunk, fetched on the first sign of
// intent (focus, typing, mod+k): the box in every page's top bar stays tiny.
const SuggestionPopover = lazy(() => import('./suggestion-popover.tsx'));

/** The search box in the top bar with its suggestion popover. */
export function SearchBox(props: MountProps) {
  const { navigation } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [intent, setIntent] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [apple] = useState(() => isApplePlatform());
  const [recentSearches] = useState(() => createRecentSearchStore(browserLocalStorage()));
  useFocusSearchHotkey(inputRef, apple);

  const searchHref = navigation.buildLink('search');
  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const submit = (text: string) => {
    // Search only for a non-empty query, and save it to recent searches.
    const q = text.trim();
    if (!q) return;
    recentSearches.add(q);
    close();
    navigation.navigate(navigation.buildLink('search', {}, { q }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(query);
  };

  return (
    <form ref={formRef} role="search" className="ink-search-box" action={searchHref} method="get" onSubmit={onSubmit}>
      <NoncedStyle>{searchBoxCss}</NoncedStyle>
      <SearchIcon />
      <input
        ref={inputRef}
        className="ink-search-box__input"
        type="search"
        name="q"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open && activeId ? activeId : undefined}
        placeholder="Search"
        autoComplete="off"
        aria-keyshortcuts={focusSearchShortcut(apple)}
        value={query}
        onFocus={() => {
          setIntent(true);
          // Focus with an empty query opens the recent searches.
          if (!query.trim()) setOpen(true);
        }}
        onChange={(event) => {
          const next = event.target.value;
          setIntent(true);
          setQuery(next);
          setActiveId(null);
          // The popover opens on typing and closes when the query becomes empty.
          setOpen(next.trim() !== '');
        }}
        onClick={() => setOpen(true)}
      />
      {intent && (
        <Suspense fallback={null}>
          <SuggestionPopover
            mountProps={props}
            inputRef={inputRef}
            formRef={formRef}
            listboxId={listboxId}
            query={query}
            open={open}
            recentSearches={recentSearches}
            onActiveChange={setActiveId}
            onClose={close}
            onSubmit={submit}
            onPickRecent={(q) => {
              setQuery(q);
              submit(q);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}

function SearchIcon() {
  return (
    <svg
      className="ink-search-box__icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M4.092 11.06a6.95 6.95 0 1 1 13.9 0 6.95 6.95 0 0 1-13.9 0m6.95-8.05a8.05 8.05 0 1 0 5.13 14.26l3.75 3.75a.56.56 0 1 0 .79-.79l-3.73-3.73A8.05 8.05 0 0 0 11.042 3z"
        fill="currentColor"
      />
    </svg>
  );
}
