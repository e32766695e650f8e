import { fireEvent, screen, waitFor } from '@testing-library/react';
import { imageUrl } from '@inkpot/shared-contracts/images';
import { StoryImagePicker, STORY_BODY_VARIANT } from './story-image-picker.tsx';
import { renderWithShell } from '../testing.tsx';

const ID = '0123456789abcdef0123456789abcdef';
const file = new File(['bytes'], 'train.jpg', { type: 'image/jpeg' });

function choose() {
  fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [file] } });
}

describe('StoryImagePicker', () => {
  it('uploads the chosen file as a story image, then inserts it at its address with its description and caption', async () => {
    const upload = jest.fn(async () => ({
      ok: true as const,
      image: { id: ID, purpose: 'story' as const, width: 1534, height: 542, variants: [] },
    }));
    const onPick = jest.fn();
    renderWithShell(<StoryImagePicker onPick={onPick} onCancel={jest.fn()} upload={upload} />);
    choose();
    await waitFor(() => expect(screen.getByLabelText('Image address')).toHaveValue(imageUrl(ID, STORY_BODY_VARIANT)));
    expect(upload).toHaveBeenCalledWith(file, 'story', null);
    fireEvent.change(screen.getByLabelText('Description (for readers who cannot see it)'), {
      target: { value: 'A night train at a platform' },
    });
    const insert = screen.getByRole('button', { name: 'Insert image' });
    await waitFor(() => expect(insert).toBeEnabled());
    fireEvent.click(insert);
    expect(onPick).toHaveBeenCalledWith({
      src: `/_/api/images/${ID}/card-2x.webp`,
      alt: 'A night train at a platform',
      caption: '',
    });
  });

  it('says why an upload was refused, and inserts nothing', async () => {
    const upload = jest.fn(async () => ({ ok: false as const, message: 'This file is not an image.' }));
    const onPick = jest.fn();
    renderWithShell(<StoryImagePicker onPick={onPick} onCancel={jest.fn()} upload={upload} />);
    choose();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not an image.');
    expect(screen.getByLabelText('Image address')).toHaveValue('');
    expect(onPick).not.toHaveBeenCalled();
  });
});
