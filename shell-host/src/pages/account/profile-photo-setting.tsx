import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { publishViewerImage } from '../../lib/viewer-image.ts';
import { useShell } from '../../routing/page-props.ts';
import { AvatarFilePicker, useAvatarUpload, type SettingMessage } from '../avatar-upload.tsx';
import { Avatar } from '../page-parts.tsx';
import { SetProfileImageDocument } from './__generated__/profile-photo-setting.generated.ts';

export const PHOTO_SAVED = 'Your photo is saved.';
export const PHOTO_REMOVED = 'Your photo is removed.';
const PHOTO_NOT_SAVED = 'Your photo could not be saved. Please try again.';

/**
 * Settings' photo: the current avatar (the image, or the initial), a file picker that uploads the
 * chosen image (POST /_/api/images?purpose=avatar) and makes it the avatar, and Remove. The API's
 * refusal (not an image, too big, a type it does not take, too many uploads) is shown as it words
 * it. A saved change goes to the bus's viewer state too, so the top bar's avatar follows at once.
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
    publishViewerImage(services.bus, viewer.id, next);
    return { text: next ? PHOTO_SAVED : PHOTO_REMOVED, error: false };
  };
  const { busy, message, choose, remove } = useAvatarUpload(save, () => services.xsrf?.() ?? null);

  return (
    <div className="ink-photo-setting">
      <Avatar name={viewer.name} size="large" imageId={imageId} />
      <div>
        <AvatarFilePicker id={id} noun="photo" imageId={imageId} busy={busy} choose={choose} remove={remove} />
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
