import { useMutation } from '@apollo/client/react';
import {
  PUBLICATION_NAVIGATION_MAX_ITEMS,
  NAVIGATION_TITLE_MAX_LENGTH,
} from '@inkpot/shared-contracts/publication-settings';
import { useId, useState, type FormEvent } from 'react';
import { useShell } from '../../routing/page-props.ts';
import {
  ADDABLE_LINKS,
  addLink,
  destinationLabel,
  draftOf,
  isChanged,
  itemsOf,
  moveLink,
  removeLink,
  renameLink,
  type AddableDestination,
  type DraftLink,
} from './navigation-draft.ts';
import {
  SetPublicationNavigationDocument,
  type PublicationNavigationEditor_publicationFragment,
} from './__generated__/publication-navigation-editor.generated.ts';

export const NAVIGATION_SAVED = 'Saved. The publication bar shows these links now.';
const NAVIGATION_NOT_SAVED = 'The navigation could not be saved. Please try again.';

function LinkRow({
  link,
  index,
  count,
  onRename,
  onMove,
  onRemove,
}: {
  link: DraftLink;
  index: number;
  count: number;
  onRename: (title: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = link.title.trim() || `link ${index + 1}`;
  return (
    <li className="ink-pub-nav-row">
      <div className="ink-pub-nav-row__text">
        <label htmlFor={`${id}-title`} className="ink-visually-hidden">
          Title of link {index + 1}
        </label>
        <input
          id={`${id}-title`}
          value={link.title}
          maxLength={NAVIGATION_TITLE_MAX_LENGTH + 20}
          onChange={(event) => onRename(event.target.value)}
          autoComplete="off"
        />
        <span className="ink-setting-hint ink-pub-nav-row__where">{destinationLabel(link)}</span>
      </div>
      <div className="ink-pub-nav-row__actions">
        <button
          type="button"
          className="ink-button"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={`Move ${name} up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="ink-button"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
        >
          ↓
        </button>
        <button type="button" className="ink-button" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * The publication bar's links: renamed, moved and removed in place, added at the end (at most
 * `PUBLICATION_NAVIGATION_MAX_ITEMS`), then saved together. Nothing is lost on a refusal: the
 * draft stays as it was, with the reason under it.
 */
export function PublicationNavigationEditor({
  publication,
}: {
  publication: PublicationNavigationEditor_publicationFragment;
}) {
  const { services } = useShell();
  const id = useId();
  const [links, setLinks] = useState(() => draftOf(publication.navigationItems));
  const [kind, setKind] = useState<AddableDestination>('ABOUT');
  const [newTitle, setNewTitle] = useState('');
  const [newValue, setNewValue] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { loading }] = useMutation(SetPublicationNavigationDocument, { client: services.apollo });
  const addable = ADDABLE_LINKS.find((entry) => entry.destination === kind) ?? ADDABLE_LINKS[0];
  const full = links.length >= PUBLICATION_NAVIGATION_MAX_ITEMS;
  const changed = isChanged(links, publication.navigationItems);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const title = newTitle.trim() || addable.title || (kind === 'TAG_FEED' ? newValue.trim() : '');
    const result = addLink(links, { destination: kind, title, value: addable.needs ? newValue : '' });
    if (!result.ok) {
      setAddError(result.message);
      return;
    }
    setLinks(result.links);
    setNewTitle('');
    setNewValue('');
    setAddError(null);
    setMessage(null);
  };
  const edit = (next: DraftLink[]) => {
    setLinks(next);
    setMessage(null);
  };
  const submit = async () => {
    setMessage(null);
    const answer = (
      await save({ variables: { publicationId: publication.id, items: itemsOf(links) } }).catch(() => null)
    )?.data?.setPublicationNavigation;
    if (answer?.__typename === 'Collection') {
      setLinks(draftOf(answer.navigationItems));
      setMessage({ text: NAVIGATION_SAVED, error: false });
    } else setMessage({ text: answer && 'message' in answer ? answer.message : NAVIGATION_NOT_SAVED, error: true });
  };

  return (
    <div className="ink-pub-settings__form">
      <p className="ink-setting-hint">
        The links of the publication bar, in its order: {links.length} of {PUBLICATION_NAVIGATION_MAX_ITEMS}. One may
        lead outside Inkpot.
      </p>
      {links.length === 0 ? (
        <p className="ink-empty">No links: the bar shows the publication’s name only.</p>
      ) : (
        <ol className="ink-pub-nav-rows" aria-label="Navigation links">
          {links.map((link, index) => (
            <LinkRow
              key={link.key}
              link={link}
              index={index}
              count={links.length}
              onRename={(title) => edit(renameLink(links, link.key, title))}
              onMove={(by) => edit(moveLink(links, link.key, by))}
              onRemove={() => edit(removeLink(links, link.key))}
            />
          ))}
        </ol>
      )}
      <form className="ink-pub-nav-add" onSubmit={add} aria-labelledby={`${id}-add-title`} noValidate>
        <h3 id={`${id}-add-title`}>Add a link</h3>
        {full ? (
          <p className="ink-setting-hint">
            The navigation holds {PUBLICATION_NAVIGATION_MAX_ITEMS} links, its most: remove one to add another.
          </p>
        ) : (
          <>
            <div className="ink-pub-settings__field">
              <label htmlFor={`${id}-kind`}>Leads to</label>
              <select
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as AddableDestination);
                  setAddError(null);
                }}
              >
                {ADDABLE_LINKS.map((entry) => (
                  <option key={entry.destination} value={entry.destination}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </div>
            {addable.needs && (
              <div className="ink-pub-settings__field">
                <label htmlFor={`${id}-value`}>{addable.needs}</label>
                <input
                  id={`${id}-value`}
                  value={newValue}
                  onChange={(event) => setNewValue(event.target.value)}
                  inputMode={kind === 'EXTERNAL_URL' ? 'url' : undefined}
                  autoComplete="off"
                />
              </div>
            )}
            <div className="ink-pub-settings__field">
              <label htmlFor={`${id}-title`}>Title</label>
              <input
                id={`${id}-title`}
                value={newTitle}
                placeholder={addable.title || undefined}
                onChange={(event) => setNewTitle(event.target.value)}
                autoComplete="off"
              />
            </div>
            <p>
              <button type="submit" className="ink-button">
                Add link
              </button>
            </p>
            {addError && (
              <p className="ink-pub-settings__error" role="alert">
                {addError}
              </p>
            )}
          </>
        )}
      </form>
      <p className="ink-pub-settings__save">
        <button
          type="button"
          className="ink-button ink-button--primary"
          onClick={() => void submit()}
          disabled={loading || !changed}
        >
          {loading ? 'Saving…' : 'Save navigation'}
        </button>
        {changed && !loading && <span className="ink-setting-hint">Unsaved changes</span>}
      </p>
      {message && (
        <p
          className={message.error ? 'ink-pub-settings__error' : 'ink-pub-settings__saved'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
