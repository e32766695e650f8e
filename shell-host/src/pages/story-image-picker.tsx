import { isStoryImageSource, STORY_IMAGE_INVALID } from '@inkpot/shared-contracts/stories';
import { useId, useState, type FormEvent } from 'react';

/** An image to place in a story: where it is, what it shows, and its caption. */
export interface PickedImage {
  src: string;
  alt: string;
  caption: string;
}

export interface StoryImagePickerProps {
  onPick: (image: PickedImage) => void;
  onCancel: () => void;
}

/**
 * How a writer chooses an image for their story: by its address, for now. This is the seam for
 * image uploads: an upload form renders here (with these props) and hands back the uploaded
 * image's address (a path on the product's origin, `isStoryImageSource`); nothing else in the
 * editor changes.
 */
export function StoryImagePicker({ onPick, onCancel }: StoryImagePickerProps) {
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = src.trim();
    if (!isStoryImageSource(address)) {
      setError(STORY_IMAGE_INVALID);
      return;
    }
    onPick({ src: address, alt: alt.trim(), caption: caption.trim() });
  };
  return (
    <form className="ink-editor__popover" onSubmit={submit} aria-label="Insert an image">
      <label htmlFor={`${id}-src`}>Image address</label>
      <input
        id={`${id}-src`}
        type="url"
        value={src}
        onChange={(event) => setSrc(event.target.value)}
        placeholder="https://…"
        autoFocus
      />
      <label htmlFor={`${id}-alt`}>Description (for readers who cannot see it)</label>
      <input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
      <label htmlFor={`${id}-caption`}>Caption</label>
      <input id={`${id}-caption`} value={caption} onChange={(event) => setCaption(event.target.value)} />
      {error && (
        <p className="ink-error" role="alert">
          {error}
        </p>
      )}
      <div className="ink-editor__popover-actions">
        <button type="submit" className="ink-button ink-button--primary">
          Insert image
        </button>
        <button type="button" className="ink-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
