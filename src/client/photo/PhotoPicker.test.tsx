// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'spot.jpg', { type: 'image/jpeg' });
const tapLabels = { input: 'Photo input', take: 'Take a photo', hint: 'Opens your camera', retake: 'Retake', remove: 'Remove', preview: 'Preview' };
const buttonLabels = { input: 'Photo input', take: 'Take', retake: 'Retake', remove: 'Remove' };

type Look = Pick<PhotoPickerProps, 'look' | 'labels' | 'inputVisuallyHidden'>;

function Picker({ onFile, ...look }: Look & { onFile: (file: File) => void }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const props = {
    photo: chosen,
    onFile: (file: File) => {
      onFile(file);
      setChosen(file);
    },
    onRemove: () => setChosen(null),
  };
  return <PhotoPicker {...props} {...(look as PhotoPickerProps)} />;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('PhotoPicker', () => {
  it('tap area: a hidden rear-camera input, a preview once chosen, and remove', async () => {
    const onFile = vi.fn();
    render(<Picker labels={tapLabels} onFile={onFile} />);
    const input = screen.getByLabelText('Photo input') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*,.heic,.heif,image/heic,image/heif');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.hidden).toBe(true);
    expect(screen.getByRole('button', { name: /Take a photo/ }).getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.upload(input, photo());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'spot.jpg' }));
    // Cleared, so the same file can be chosen again.
    expect(input.value).toBe('');
    expect(screen.getByRole('img', { name: 'Preview' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('buttons: take, then retake and remove, without a preview; the input can stay visible to assistive technology', async () => {
    const onFile = vi.fn();
    render(<Picker look="buttons" labels={buttonLabels} inputVisuallyHidden onFile={onFile} />);
    const input = screen.getByLabelText('Photo input') as HTMLInputElement;
    expect(input.hidden).toBe(false);
    expect(input.style.opacity).toBe('0');
    await userEvent.upload(input, photo());
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retake' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Take' })).toBeTruthy();
  });
});
