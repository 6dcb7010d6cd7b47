import { describe, expect, it } from 'vitest';
import { boxIou, FACE_DETECTOR_OPTIONS, mergeFaces, mirrorRgb, unmirror } from './face-blur';

/* The test-time augmentation the server and the phone share (issue 39): the mirrored pass's faces mapped back and merged. */
describe('merging the straight and the mirrored pass', () => {
  it('both the server and the phone run the mirrored pass (one options object)', () => {
    expect(FACE_DETECTOR_OPTIONS.flipped).toBe(true);
  });

  it('mirrors a box back across the vertical middle', () => {
    const back = unmirror({ x: 0.1, y: 0.2, w: 0.3, h: 0.4, score: 0.7 });
    expect(back.x).toBeCloseTo(0.6, 10);
    expect({ ...back, x: 0 }).toEqual({ x: 0, y: 0.2, w: 0.3, h: 0.4, score: 0.7 });
  });

  it('keeps one box per face, the higher score, and faces only one pass found', () => {
    const straight = [{ x: 0.1, y: 0.1, w: 0.2, h: 0.2, score: 0.4 }];
    const mirrored = [
      { x: 0.11, y: 0.1, w: 0.2, h: 0.2, score: 0.6 },
      { x: 0.6, y: 0.6, w: 0.1, h: 0.1, score: 0.35 },
    ];
    expect(mergeFaces(straight, mirrored)).toEqual([mirrored[0], mirrored[1]]);
  });

  it('keeps two faces that touch but overlap less than FACE_MERGE_IOU', () => {
    const a = { x: 0, y: 0, w: 0.2, h: 0.2, score: 0.9 };
    const b = { x: 0.15, y: 0, w: 0.2, h: 0.2, score: 0.8 };
    expect(boxIou(a, b)).toBeLessThan(0.3);
    expect(mergeFaces([a], [b])).toHaveLength(2);
    expect(boxIou(a, { x: 0.5, y: 0.5, w: 0.1, h: 0.1 })).toBe(0);
  });
});

describe('mirrorRgb', () => {
  it('mirrors each row of RGB pixels left to right, and twice gives the pixels back', () => {
    // 3x2: row 0 red, green, blue; row 1 black, grey, white.
    const px = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 128, 128, 128, 255, 255, 255]);
    const once = mirrorRgb(px, 3, 2);
    expect([...once]).toEqual([0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 128, 128, 128, 0, 0, 0]);
    expect([...mirrorRgb(once, 3, 2)]).toEqual([...px]);
  });
});
