import { imageUrl } from '@inkpot/shared-contracts/images';
import { isStoryImageSource, STORY_IMAGE_INVALID } from '@inkpot/shared-contracts/stories';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { uploadImage as uploadToApi } from './image-upload.ts';

/** An image to place in a story: where it is, what it shows, and its caption. */
export interface PickedImage {
  src: string;
  alt: string;
  caption: string;
}

export interface StoryImagePickerProps {
  onPick: (image: PickedImage) => void;
  onCancel: () => void;
  /** Sends the chosen file to the API (image-upload.ts); replaced in tests. */
  upload?: typeof uploadToApi;
}

/** The variant a story's body shows an uploaded image at: the card's box, at twice its size. */
export const STORY_BODY_VARIANT = 'card-2x';

/**
 * How a writer chooses an image for their story: a file uploaded to the API (resized there; its
 * address is a path on the product's origin), or an image's address. Either way, a description and
 * a caption, then Insert image.
 */
export function StoryImagePicker({ onPick, onCancel, upload = uploadToApi }: StoryImagePickerProps) {
  const { services } = useShell();
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await upload(file, 'story', services.xsrf?.() ?? null);
      if (uploaded.ok) setSrc(imageUrl(uploaded.image.id, STORY_BODY_VARIANT));
      else setError(uploaded.message);
    } finally {
      setUploading(false);
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };
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
    // Checked by isStoryImageSource, not the browser: an uploaded image's address is a path, which a
    // url field would refuse.
    <form className="ink-editor__popover" onSubmit={submit} aria-label="Insert an image" noValidate>
      <label htmlFor={`${id}-file`}>Upload an image</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        onChange={(event) => void choose(event)}
        disabled={uploading}
      />
      {uploading && <p role="status">Uploading…</p>}
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
        <button type="submit" className="ink-button ink-button--primary" disabled={uploading}>
          Insert image
        </button>
        <button type="button" className="ink-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
