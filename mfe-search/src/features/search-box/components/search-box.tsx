import { NoncedStyle } from '@inkpot/shared-contracts';
import type { MountProps } from '@inkpot/shared-contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusSearchHotkey } from '../hooks/use-focus-search-hotkey.ts';
import { browserLocalStorage, createRecentSearchStore } from '../model/recent-search-store.ts';
import { focusSearchShortcut, isApplePlatform } from '../model/search-hotkey.ts';
import { searchBoxCss } from './search-box.css.ts';

/** The search box in the top bar (spec 01 §2 "Search"). The suggestion popover comes later. */
export function SearchBox({ navigation }: Pick<MountProps, 'navigation'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [apple] = useState(() => isApplePlatform());
  const [recentSearches] = useState(() => createRecentSearchStore(browserLocalStorage()));
  useFocusSearchHotkey(inputRef, apple);

  const searchHref = navigation.buildLink('search');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 01 §5: search only for a non-empty query, and save it to recent searches.
    const q = query.trim();
    if (!q) return;
    recentSearches.add(q);
    navigation.navigate(navigation.buildLink('search', {}, { q }));
  };

  return (
    <form role="search" className="ink-search-box" action={searchHref} method="get" onSubmit={onSubmit}>
      <NoncedStyle>{searchBoxCss}</NoncedStyle>
      <SearchIcon />
      <input
        ref={inputRef}
        className="ink-search-box__input"
        type="search"
        name="q"
        aria-label="Search"
        placeholder="Search"
        autoComplete="off"
        aria-keyshortcuts={focusSearchShortcut(apple)}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
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
