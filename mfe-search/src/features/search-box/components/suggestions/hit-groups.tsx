import { isInAppHref, isPlainClick } from '@inkpot/shared-contracts';
import { hitLabel } from '../../../../search-service/hit-links.ts';
import type { AnyHit, SearchIndexKind } from '../../../../search-service/search-indexes.ts';
import { groupHits, type HitOption, type SuggestionOption } from './suggestion-options.ts';

const GROUP_TITLES: Readonly<Record<SearchIndexKind, string>> = {
  post: 'Stories',
  user: 'People',
  collection: 'Publications',
  tag: 'Topics',
  catalog: 'Lists',
};

/** The hits as options, one titled group per index. */
export function HitGroups(props: {
  options: readonly SuggestionOption[];
  listboxId: string;
  active: number;
  optionId(index: number): string;
  onOpen(option: HitOption): void;
  onHover(index: number): void;
}) {
  const { listboxId, active, optionId } = props;
  return groupHits(props.options).map(({ kind, items }) => (
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
            props.onOpen(option);
          }}
          onMouseEnter={() => props.onHover(index)}
        >
          <HitAvatar entry={option.entry} />
          <span className="ink-search-popover__label">{hitLabel(option.entry)}</span>
        </a>
      ))}
    </div>
  ));
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
