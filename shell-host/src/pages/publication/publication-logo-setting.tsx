import { useMutation } from '@apollo/client/react';
import { isImageId } from '@inkpot/shared-contracts/images';
import { useId } from 'react';
import { useShell } from '../../routing/page-props.ts';
import { AvatarFilePicker, useAvatarUpload, type SettingMessage } from '../avatar-upload.tsx';
import { Avatar } from '../page-parts.tsx';
import {
  SetPublicationLogoDocument,
  type PublicationLogoSetting_publicationFragment,
} from './__generated__/publication-logo-setting.generated.ts';

export const LOGO_SAVED = 'The logo is saved.';
export const LOGO_REMOVED = 'The logo is removed.';
const LOGO_NOT_SAVED = 'The logo could not be saved. Please try again.';

/**
 * The publication's logo, as Settings' photo works: a file chosen is uploaded as an avatar
 * (POST /_/api/images?purpose=avatar) and set at once; Remove takes it away. Only the OWNER
 * changes it; an editor sees it. The API's refusal is shown as it words it.
 */
export function PublicationLogoSetting({
  publication,
  canChange,
}: {
  publication: PublicationLogoSetting_publicationFragment;
  canChange: boolean;
}) {
  const { services } = useShell();
  const id = useId();
  const [setLogo] = useMutation(SetPublicationLogoDocument, { client: services.apollo });
  // Only an uploaded image is a logo readers see (older logos are ids of no upload: the initial shows).
  const imageId = isImageId(publication.avatar?.id) ? (publication.avatar?.id ?? null) : null;

  const save = async (next: string | null): Promise<SettingMessage> => {
    const answer = (await setLogo({ variables: { publicationId: publication.id, imageId: next } }).catch(() => null))
      ?.data?.setPublicationLogo;
    if (answer?.__typename === 'Collection') return { text: next ? LOGO_SAVED : LOGO_REMOVED, error: false };
    return { text: answer && 'message' in answer ? answer.message : LOGO_NOT_SAVED, error: true };
  };
  const { busy, message, choose, remove } = useAvatarUpload(save, () => services.xsrf?.() ?? null);

  return (
    <div className="ink-photo-setting">
      <Avatar name={publication.name} size="large" imageId={imageId} />
      <div>
        {canChange ? (
          <AvatarFilePicker id={id} noun="logo" imageId={imageId} busy={busy} choose={choose} remove={remove} />
        ) : (
          <p className="ink-setting-hint">Only the owner can change the logo.</p>
        )}
        {busy && <p role="status">Uploading…</p>}
        {message && (
          <p
            className={message.error ? 'ink-pub-settings__error' : 'ink-pub-settings__saved'}
            role={message.error ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
