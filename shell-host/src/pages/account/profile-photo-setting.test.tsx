import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ViewerState } from '@inkpot/shared-contracts';
import { renderWithShell, SIGNED_IN } from '../testing.tsx';
import { SetProfileImageDocument } from './__generated__/profile-photo-setting.generated.ts';
import { PHOTO_REMOVED, PHOTO_SAVED, ProfilePhotoSetting } from './profile-photo-setting.tsx';

const OLD = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const NEW = '0123456789abcdef0123456789abcdef';
const viewer = { id: 'a1b2c3d4e5f6', name: 'Morgan Member', imageId: OLD };
const signedInWith = (imageId: string | null): ViewerState =>
  SIGNED_IN.status === 'signed-in' ? { ...SIGNED_IN, viewer: { ...SIGNED_IN.viewer, imageId } } : SIGNED_IN;

const setProfileImage = (imageId: string | null, answer: object = { __typename: 'MutationSuccess' }) => ({
  request: { query: SetProfileImageDocument, variables: { imageId } },
  result: { data: { setProfileImage: answer } },
});

/** The API's upload answering with the image `NEW`. */
function uploadAnswers() {
  const fetchImpl = jest.fn(async () => ({
    ok: true,
    status: 201,
    json: async () => ({ image: { id: NEW, purpose: 'avatar', width: 300, height: 300, variants: [] } }),
  }));
  globalThis.fetch = fetchImpl as unknown as typeof fetch;
  return fetchImpl;
}

function viewerStates(bus: ReturnType<typeof renderWithShell>['bus']) {
  const states: ViewerState[] = [];
  bus.state('viewer').subscribe((state) => states.push(state));
  return states;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ProfilePhotoSetting', () => {
  it('publishes the saved photo in the bus’s viewer state, so the top bar draws it without a reload', async () => {
    const fetchImpl = uploadAnswers();
    const { bus } = renderWithShell(<ProfilePhotoSetting viewer={viewer} />, {
      viewer: signedInWith(OLD),
      mocks: [setProfileImage(NEW)],
    });
    const states = viewerStates(bus);

    await userEvent.upload(
      screen.getByLabelText('Choose another photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByText(PHOTO_SAVED)).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(states).toEqual([signedInWith(OLD), signedInWith(NEW)]);
  });

  it('publishes the removal too', async () => {
    const { bus } = renderWithShell(<ProfilePhotoSetting viewer={viewer} />, {
      viewer: signedInWith(OLD),
      mocks: [setProfileImage(null)],
    });
    const states = viewerStates(bus);

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));

    expect(await screen.findByText(PHOTO_REMOVED)).toBeInTheDocument();
    expect(states.at(-1)).toEqual(signedInWith(null));
  });

  it('leaves the viewer state as it was when the API refuses the photo', async () => {
    uploadAnswers();
    const refusal = 'Upload the image first (as an avatar), then choose it.';
    const { bus } = renderWithShell(<ProfilePhotoSetting viewer={viewer} />, {
      viewer: signedInWith(OLD),
      mocks: [setProfileImage(NEW, { __typename: 'NotFound', message: refusal })],
    });
    const states = viewerStates(bus);

    await userEvent.upload(
      screen.getByLabelText('Choose another photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(states).toEqual([signedInWith(OLD)]);
  });
});
