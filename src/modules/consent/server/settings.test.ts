import { describe, expect, it } from 'vitest';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { consentSettings } from './settings';

const settings = (env: Env) => readModuleSettings(consentSettings, env);

describe('PRIVACY_CONTACT', () => {
  it('is unset by default and keeps a valid contact line as given', () => {
    expect(settings({}).privacyContact).toBeUndefined();
    const line = 'Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org';
    expect(settings({ PRIVACY_CONTACT: `  ${line} ` }).privacyContact).toBe(line);
    expect(settings({ PRIVACY_CONTACT: 'https://example.org/privacy' }).privacyContact).toBe('https://example.org/privacy');
  });

  it('refuses a contact nobody can reach, with the expected format in the message', () => {
    expect(() => settings({ PRIVACY_CONTACT: 'Example e.V., Berlin' })).toThrow(
      /PRIVACY_CONTACT must include an email address or an http\(s\) URL .*e\.g\. "Example e\.V\., Hauptstr\. 1, 10115 Berlin, privacy@example\.org"; got "Example e\.V\., Berlin"/,
    );
    expect(() => settings({ PRIVACY_CONTACT: 'Example e.V.\nprivacy@example.org' })).toThrow(/PRIVACY_CONTACT must be one line of text/);
  });
});
