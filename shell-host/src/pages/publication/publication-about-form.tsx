import { useMutation } from '@apollo/client/react';
import {
  PUBLICATION_DESCRIPTION_MAX_LENGTH,
  PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH,
  PUBLICATION_NAME_MAX_LENGTH,
  checkPublicationAbout,
} from '@inkpot/shared-contracts/publication-settings';
import { useId, useState, type FormEvent } from 'react';
import { useShell } from '../../routing/page-props.ts';
import {
  UpdatePublicationAboutDocument,
  type PublicationAboutForm_publicationFragment,
} from './__generated__/publication-about-form.generated.ts';

export const ABOUT_SAVED = 'Saved. Readers see it on the publication’s pages now.';
export const ABOUT_NOT_SAVED = 'Your changes could not be saved. Please try again.';

/**
 * The publication's name (its OWNER only), short description and long description. What is typed
 * is kept whatever happens: a refusal (the page's own check or the API's) is shown under the form
 * in the API's words.
 */
export function PublicationAboutForm({
  publication,
  canChangeName,
}: {
  publication: PublicationAboutForm_publicationFragment;
  canChangeName: boolean;
}) {
  const { services } = useShell();
  const id = useId();
  const [name, setName] = useState(publication.name);
  const [description, setDescription] = useState(publication.description);
  const [longDescription, setLongDescription] = useState(publication.longDescription);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [save, { loading }] = useMutation(UpdatePublicationAboutDocument, { client: services.apollo });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: canChangeName ? name : null, description, longDescription };
    const checked = checkPublicationAbout(input);
    if (!checked.ok) {
      setMessage({ text: checked.message, error: true });
      return;
    }
    setMessage(null);
    const answer = (await save({ variables: { publicationId: publication.id, input } }).catch(() => null))?.data
      ?.updatePublicationAbout;
    if (answer?.__typename === 'Collection') {
      setName(answer.name);
      setDescription(answer.description);
      setLongDescription(answer.longDescription);
      setMessage({ text: ABOUT_SAVED, error: false });
    } else setMessage({ text: answer && 'message' in answer ? answer.message : ABOUT_NOT_SAVED, error: true });
  };

  return (
    <form className="ink-pub-settings__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="ink-pub-settings__field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={!canChangeName}
          aria-describedby={`${id}-name-hint`}
          autoComplete="off"
        />
        <p id={`${id}-name-hint`} className="ink-setting-hint">
          {canChangeName
            ? `Up to ${PUBLICATION_NAME_MAX_LENGTH} characters. Its address stays the same.`
            : 'Only the owner can change the name.'}
        </p>
      </div>
      <div className="ink-pub-settings__field">
        <label htmlFor={`${id}-description`}>Short description</label>
        <input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          aria-describedby={`${id}-description-hint`}
          autoComplete="off"
        />
        <p id={`${id}-description-hint`} className="ink-setting-hint">
          Under the name on the publication’s pages, in search and in link previews. {description.length}/
          {PUBLICATION_DESCRIPTION_MAX_LENGTH}
        </p>
      </div>
      <div className="ink-pub-settings__field">
        <label htmlFor={`${id}-long`}>Long description</label>
        <textarea
          id={`${id}-long`}
          value={longDescription}
          rows={8}
          onChange={(event) => setLongDescription(event.target.value)}
          aria-describedby={`${id}-long-hint`}
        />
        <p id={`${id}-long-hint`} className="ink-setting-hint">
          On the About page; a blank line starts a new paragraph. {longDescription.length}/
          {PUBLICATION_LONG_DESCRIPTION_MAX_LENGTH}
        </p>
      </div>
      <p>
        <button type="submit" className="ink-button ink-button--primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </p>
      {message && (
        <p
          className={message.error ? 'ink-pub-settings__error' : 'ink-pub-settings__saved'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
