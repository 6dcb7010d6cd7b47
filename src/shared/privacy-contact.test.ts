import { describe, expect, it } from 'vitest';
import { contactParts, privacyContactProblem } from './privacy-contact';

describe('contactParts', () => {
  it('finds the email address and the URL in a "Name, address, email" line', () => {
    expect(contactParts('Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org, see https://example.org/privacy.')).toEqual([
      { kind: 'text', value: 'Example e.V., Hauptstr. 1, 10115 Berlin, ' },
      { kind: 'email', value: 'privacy@example.org' },
      { kind: 'text', value: ', see ' },
      { kind: 'url', value: 'https://example.org/privacy' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('takes a bare email address or URL', () => {
    expect(contactParts('dpo@city.example.de')).toEqual([{ kind: 'email', value: 'dpo@city.example.de' }]);
    expect(contactParts('https://example.org/contact?topic=privacy')).toEqual([{ kind: 'url', value: 'https://example.org/contact?topic=privacy' }]);
  });

  it('links nothing but http(s) URLs and email addresses', () => {
    expect(contactParts('javascript:alert(1), ftp://example.org, name@localhost')).toEqual([
      { kind: 'text', value: 'javascript:alert(1), ftp://example.org, name@localhost' },
    ]);
  });
});

describe('privacyContactProblem', () => {
  it('accepts one line with a way to reach the controller', () => {
    expect(privacyContactProblem('Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org')).toBeNull();
    expect(privacyContactProblem('https://example.org/privacy')).toBeNull();
  });

  it('refuses text without an email address or URL, several lines and very long text', () => {
    expect(privacyContactProblem('Example e.V., Hauptstr. 1, 10115 Berlin')).toMatch(/email address or an http\(s\) URL/);
    expect(privacyContactProblem('Example e.V.\nprivacy@example.org')).toMatch(/one line/);
    expect(privacyContactProblem(`${'x'.repeat(490)} a@example.org`)).toMatch(/at most 500 characters/);
  });
});
