import { useMutation } from '@apollo/client/react';
import { IMAGE_UPLOAD_TYPES } from '@inkpot/shared-contracts/images';
import { useId, useState } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { useAvatarUpload, type SettingMessage } from '../avatar-upload.ts';
import { Avatar } from '../page-parts.tsx';
import { SetProfileImageDocument } from './__generated__/profile-photo-setting.generated.ts';

export const PHOTO_SAVED = 'Your photo is saved.';
export const PHOTO_REMOVED = 'Your photo is removed.';
const PHOTO_NOT_SAVED = 'Your photo could not be saved. Please try again.';

/**
 * Settings' photo: the current avatar (the image, or the initial), a file picker that uploads the
 * chosen image (POST /_/api/images?purpose=avatar) and makes it the avatar, and Remove. The API's
 * refusal (not an image, too big, a type it does not take) is shown as it words it.
 */
export function ProfilePhotoSetting({ viewer }: { viewer: { id: string; name: string; imageId?: string | null } }) {
  const { services } = useShell();
  const id = useId();
  const [imageId, setImageId] = useState(viewer.imageId ?? null);
  const [setProfileImage] = useMutation(SetProfileImageDocument, {
    client: services.apollo,
    update: (cache, _result, { variables }) =>
      cache.modify({
        id: cache.identify({ __typename: 'Viewer', id: viewer.id }),
        fields: { imageId: () => variables?.imageId ?? null },
      }),
  });

  const save = async (next: string | null): Promise<SettingMessage> => {
    const answer = (await setProfileImage({ variables: { imageId: next } }).catch(() => null))?.data?.setProfileImage;
    if (answer?.__typename !== 'MutationSuccess')
      return { text: answer && 'message' in answer ? answer.message : PHOTO_NOT_SAVED, error: true };
    setImageId(next);
    return { text: next ? PHOTO_SAVED : PHOTO_REMOVED, error: false };
  };
  const { busy, message, choose, remove } = useAvatarUpload(save, () => services.xsrf?.() ?? null);

  return (
    <div className="ink-photo-setting">
      <Avatar name={viewer.name} size="large" imageId={imageId} />
      <div>
        <label htmlFor={`${id}-file`}>{imageId ? 'Choose another photo' : 'Add a photo'}</label>
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
            Remove photo
          </button>
        )}
        {busy && <p role="status">Uploading…</p>}
        {message && (
          <p className={message.error ? 'ink-error' : undefined} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
