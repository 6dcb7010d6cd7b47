// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-utils';
import { exifOf, rememberExif } from '../prepare-photo';
import { BlurEditor, BlurPreview } from './BlurEditor';
import type { DetectFaces } from './detector';
import type { Pixels } from './pixelate';
import { blurRegionsOf } from './upload-regions';
import { useFaceBlur } from './use-face-blur';

/*
 * The editor with the detection mocked at the module boundary (issue 39): the detector is handed in,
 * and the canvas half (blur-photo-browser.ts: decoding and JPEG encoding, which jsdom cannot do) is
 * replaced by one that records the pixels it is asked to encode.
 */
const W = 40;
const H = 20;
/** A checkerboard: every pixel differs from its neighbours, so a blurred region shows. */
const original = (): Pixels => {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < W * H; i++) data.set([(i + Math.floor(i / W)) % 2 ? 255 : 0, 0, 0, 255], i * 4);
  return { data, width: W, height: H };
};
const encoded: Pixels[] = [];
vi.mock('./blur-photo-browser', () => ({
  decodePixels: async (file: Blob) => (file.type === 'image/heic' ? null : original()),
  encodeJpeg: async (p: Pixels, name: string) => {
    encoded.push(p);
    return new File([new Uint8Array([0xff, 0xd8])], name, { type: 'image/jpeg' });
  },
}));

/** One face in the left half of the photo. */
const oneFace: DetectFaces = async () => [{ x: 0.1, y: 0.2, w: 0.2, h: 0.4, score: 0.9 }];

function Harness({ detector, sent }: { detector: () => Promise<DetectFaces>; sent: (f: File) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const faces = useFaceBlur({
    detector,
    onPhoto: (f) => {
      setPhoto(f);
      sent(f);
    },
  });
  const choose = async (type: string) => {
    const prepared = new File([new Uint8Array([1, 2, 3])], 'IMG_1.jpg', { type });
    rememberExif(prepared, { latitude: 51.5, longitude: 12.1 });
    const out = await faces.start(prepared);
    if (out) {
      setPhoto(out);
      sent(out);
    }
  };
  return (
    <>
      <button onClick={() => void choose('image/jpeg')}>choose</button>
      <button onClick={() => void choose('image/heic')}>choose heic</button>
      <BlurPreview blur={faces} url={photo ? 'blob:photo' : null} alt="Preview of the photo you chose" />
      {(photo || faces.check.status === 'checking') && <BlurEditor blur={faces} />}
    </>
  );
}

const at = (p: Pixels, x: number, y: number) => [...p.data.slice((y * W + x) * 4, (y * W + x) * 4 + 4)];

afterEach(() => {
  cleanup();
  encoded.length = 0;
});

describe('the blur editor', () => {
  it('says it is checking, then shows the face blurred and outlined, and sends only the blurred photo with its region and EXIF', async () => {
    let release!: (d: DetectFaces) => void;
    const sent = vi.fn<(f: File) => void>();
    renderWithProviders(<Harness detector={() => new Promise((r) => (release = r))} sent={sent} />);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(await screen.findByText('Checking the photo for faces…')).toBeTruthy();
    await act(async () => release(oneFace));
    expect(await screen.findByText('1 face found and blurred. Check the photo before you send it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Blur box 1, face found on this phone\./ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove blur box 1' })).toBeTruthy();
    const photo = sent.mock.lastCall![0];
    expect(blurRegionsOf(photo)).toEqual([{ x: expect.closeTo(0.05, 2), y: expect.closeTo(0.1, 2), w: expect.closeTo(0.3, 2), h: expect.closeTo(0.6, 2), by: 'device' }]);
    expect(exifOf(photo)).toEqual({ latitude: 51.5, longitude: 12.1 });
    // The face's pixels were blurred (the checkerboard's 255 steps smoothed away); the right half untouched.
    const [p] = encoded;
    expect(Math.abs(at(p!, 4, 8)[0]! - at(p!, 5, 8)[0]!)).toBeLessThan(100);
    expect(at(p!, 30, 8)).toEqual(at(original(), 30, 8));
  });

  it('adds a box with the keyboard, moves it with the arrow keys, and removes boxes, redrawing from the unblurred pixels', async () => {
    const sent = vi.fn<(f: File) => void>();
    renderWithProviders(<Harness detector={async () => oneFace} sent={sent} />);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    await screen.findByText(/1 face found/);
    const prepared = sent.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Add a blur box' }));
    const added = await screen.findByRole('button', { name: /^Blur box 2, added by you\./ });
    await waitFor(() => expect(document.activeElement).toBe(added));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Wait for the drawing with both keys applied: on a busy machine the drawing the added box asked for
    // (REDRAW_DELAY_MS after the click) may come before the keys, with the box where it was added.
    await waitFor(() => expect(blurRegionsOf(sent.mock.lastCall![0])[1]?.x).toBeCloseTo(0.375 + 0.02, 4));
    const regions = blurRegionsOf(sent.mock.lastCall![0]);
    expect(regions.map((r) => r.by)).toEqual(['device', 'person']);
    expect(regions[1]!.w).toBeCloseTo(0.25, 4);
    // Three changes (the added box, two keys), fewer drawings: the keys are drawn once after the last one, not once per key.
    expect(sent.mock.calls.length - prepared).toBeGreaterThanOrEqual(1);
    expect(sent.mock.calls.length - prepared).toBeLessThan(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove blur box 1' }));
    await waitFor(() => expect(blurRegionsOf(sent.mock.lastCall![0]).map((r) => r.by)).toEqual(['person']));
    // The face's pixels are back as they were.
    const last = encoded.at(-1)!;
    expect(at(last, 4, 8)).toEqual(at(original(), 4, 8));
    expect(at(last, 5, 8)).toEqual(at(original(), 5, 8));
    expect(screen.getByText('Blur box 1 removed.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove blur box 1' }));
    // No box left: the prepared photo itself (3 bytes; an encoded one has 2), with no regions.
    await waitFor(() => expect(sent.mock.lastCall![0].size).toBe(3));
    expect(blurRegionsOf(sent.mock.lastCall![0])).toEqual([]);
  });

  it('says plainly when faces cannot be checked on this phone, and still lets the person blur', async () => {
    const sent = vi.fn<(f: File) => void>();
    renderWithProviders(<Harness detector={() => Promise.reject(new Error('no wasm'))} sent={sent} />);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(await screen.findByText(/^Faces could not be checked on this phone; the server blurs faces it finds before anything is public\./)).toBeTruthy();
    expect(blurRegionsOf(sent.mock.lastCall![0])).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Add a blur box' }));
    await waitFor(() => expect(blurRegionsOf(sent.mock.lastCall![0]).map((r) => r.by)).toEqual(['person']));
  });

  it('says when no face was found, and when the photo cannot be drawn here at all', async () => {
    const sent = vi.fn<(f: File) => void>();
    renderWithProviders(<Harness detector={async () => async () => []} sent={sent} />);
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(await screen.findByText('No faces found. Blur anything else you do not want to show.')).toBeTruthy();
    expect(encoded).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'choose heic' }));
    expect(await screen.findByText(/^This photo cannot be shown here to blur it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a blur box' })).toBeNull();
  });
});
