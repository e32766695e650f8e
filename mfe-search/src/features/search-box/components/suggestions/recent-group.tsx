import { isPlainClick } from '@inkpot/shared-contracts';
import type { RecentSearches } from '../../model/recent-searches.ts';

/** The recent searches as options, each with a button that removes it. */
export function RecentGroup(props: {
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

function ClockIcon() {
  return (
    <svg className="ink-search-popover__avatar ink-search-popover__avatar--icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 8v4l3 2" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
