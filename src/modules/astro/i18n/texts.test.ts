import { describe, expect, it } from 'vitest';
import { ELEMENT_INFO, ELEMENTS, SIGNS } from '../contract';
import de from './de.json';
import en from './en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('astro texts', () => {
  it('German has exactly the English keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('English element texts are the shared zodiac table (motivation with {{sign}})', () => {
    for (const element of ELEMENTS) {
      const info = ELEMENT_INFO[element];
      const t = en.elements[element];
      expect(t.traits).toEqual(info.traits);
      expect(t.idealTasks).toEqual(info.idealTasks);
      expect(t.description).toBe(info.description);
      expect(t.environmentalFocus).toBe(info.environmentalFocus);
      expect(t.motivation).toBe(info.motivation.replace('{sign}', '{{sign}}'));
    }
    for (const sign of SIGNS) expect(en.signs[sign]).toBe(sign);
  });
});
