import { describe, expect, it } from 'vitest';
import { avatarStage, avatarSvg } from './avatar-svg';
import { avatarPrompt } from './avatars';

describe('local avatar', () => {
  const base = { sign: 'Leo' as const, element: 'Fire' as const, gender: 'Female' };
  it('is the same picture for the same sign, element and level', () => {
    expect(avatarSvg({ ...base, level: 4 })).toBe(avatarSvg({ ...base, level: 4 }));
    expect(avatarSvg({ ...base, level: 4 })).not.toBe(avatarSvg({ ...base, sign: 'Aries', level: 4 }));
  });
  it('evolves every 3 levels and not in between', () => {
    expect([1, 2, 3, 5, 6, 9, 12, 15, 18, 30].map(avatarStage)).toEqual([0, 0, 1, 1, 2, 3, 4, 5, 6, 6]);
    expect(avatarSvg({ ...base, level: 3 })).toBe(avatarSvg({ ...base, level: 5 }));
    expect(avatarSvg({ ...base, level: 5 })).not.toBe(avatarSvg({ ...base, level: 6 }));
    expect(avatarSvg({ ...base, level: 15 })).toContain('#ffd54f'); // the crown
    expect(avatarSvg({ ...base, level: 2 })).not.toContain('#ffd54f');
  });
});

describe('avatarPrompt', () => {
  const a = { gender: 'Male', sign: 'Pisces' as const, element: 'Water' as const, style: 'illustrated', complexity: 'balanced' };
  it('adds the enhancements of levels 5, 10, 15, 20 and 25 cumulatively', () => {
    expect(avatarPrompt({ ...a, level: 4 })).not.toContain('aura');
    expect(avatarPrompt({ ...a, level: 5 })).toContain('a faint glowing aura');
    const at25 = avatarPrompt({ ...a, level: 25 });
    for (const bit of ['aura', 'ornate', 'crest', 'flowing elemental energy', 'luminous halo']) expect(at25).toContain(bit);
    expect(avatarPrompt({ ...a, level: 12 })).toContain('ornate');
    expect(avatarPrompt({ ...a, level: 12 })).not.toContain('crest');
  });
});
