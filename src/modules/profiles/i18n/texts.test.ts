import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../guest/schemas';
import { PROFILE_TEXTS } from '../contract';
import de from './de.json';
import en from './en.json';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('profiles texts', () => {
  it('German has exactly the English keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('English messages are the server and schema texts verbatim', () => {
    for (const [key, text] of Object.entries(PROFILE_TEXTS)) expect(en.messages[key as keyof typeof en.messages]).toBe(text);
    expect(en.messages.underAge).toBe(PROFILE_MESSAGES.underAge);
    expect(en.messages.usernameTaken).toBe(PROFILE_MESSAGES.usernameTaken);
    expect(en.createProfile.missing).toBe(PROFILE_MESSAGES.missing);
  });
});
