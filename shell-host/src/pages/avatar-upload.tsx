import { IMAGE_UPLOAD_TYPES } from '@inkpot/shared-contracts/images';
import { useState, type ChangeEvent } from 'react';
import { uploadImage } from './writing/image-upload.ts';

/** What an image setting says after a save: a status, or an error as an alert. */
export interface SettingMessage {
  text: string;
  error: boolean;
}

/**
 * The working of an avatar-like image setting (Settings' photo, a publication's logo): a file
 * chosen is uploaded as an avatar (POST /_/api/images?purpose=avatar) and its id handed to `save`,
 * Remove hands `save` null; `save` answers what to say. The upload's refusal (not an image, too
 * big, a type the API does not take) is said as the API words it, and the same file may be chosen
 * again after a failure.
 */
export function useAvatarUpload(save: (imageId: string | null) => Promise<SettingMessage>, xsrf: () => string | null) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SettingMessage | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const uploaded = await uploadImage(file, 'avatar', xsrf());
      setMessage(uploaded.ok ? await save(uploaded.image.id) : { text: uploaded.message, error: true });
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  const remove = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await save(null));
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, choose, remove };
}

/**
 * The picker of an avatar-like image ('photo', 'logo'): Add or Choose another, the types the API
 * takes, and Remove while there is an image.
 */
export function AvatarFilePicker({
  id,
  noun,
  imageId,
  busy,
  choose,
  remove,
}: {
  id: string;
  noun: string;
  imageId: string | null;
  busy: boolean;
  choose: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  remove: () => Promise<void>;
}) {
  return (
    <>
      <label htmlFor={`${id}-file`}>{imageId ? `Choose another ${noun}` : `Add a ${noun}`}</label>
      <br />
      <input
        id={`${id}-file`}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        onChange={(event) => void choose(event)}
        disabled={busy}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="ink-setting-hint">
        JPEG, PNG, GIF or WebP. It is cut to a square around its centre.
      </p>
      {imageId && (
        <button type="button" className="ink-button" onClick={() => void remove()} disabled={busy}>
          Remove {noun}
        </button>
      )}
    </>
  );
}
