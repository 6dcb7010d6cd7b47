/**
 * PRIVACY_CONTACT: who the controller of the personal data is and how to reach them, as one line of
 * text, e.g. "Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org". The server's config
 * check (src/server/config.ts) requires at least one email address or http(s) URL in it; the Privacy
 * Policy page links every email address (mailto:) and URL it finds.
 */

export const PRIVACY_CONTACT_MAX = 500;

export interface ContactPart {
  kind: 'text' | 'email' | 'url';
  value: string;
}

// A URL runs to the next space or separator and does not end in punctuation ("... see https://x.org/privacy.").
const URL_RE = String.raw`https?://[^\s,;<>"']*[^\s,;<>"'.:!?)]`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL_RE = String.raw`[A-Za-z0-9.!#$%&*+/=?^_\x60{|}~-]+@${LABEL}(?:\.${LABEL})*\.[A-Za-z]{2,}`;
const LINKS = new RegExp(`(${URL_RE})|(${EMAIL_RE})`, 'g');

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The text split into plain text, email addresses and http(s) URLs, in order. */
export function contactParts(text: string): ContactPart[] {
  const parts: ContactPart[] = [];
  const push = (kind: ContactPart['kind'], value: string) => {
    const last = parts[parts.length - 1];
    if (kind === 'text' && last?.kind === 'text') last.value += value;
    else if (value) parts.push({ kind, value });
  };
  let at = 0;
  for (const m of text.matchAll(LINKS)) {
    push('text', text.slice(at, m.index));
    if (m[1] !== undefined) push(isHttpUrl(m[1]) ? 'url' : 'text', m[1]);
    else push('email', m[2]!);
    at = m.index + m[0].length;
  }
  push('text', text.slice(at));
  return parts;
}

/** Why the value cannot be the controller contact, or null when it can. */
export function privacyContactProblem(text: string): string | null {
  if (text.length > PRIVACY_CONTACT_MAX) return `must be at most ${PRIVACY_CONTACT_MAX} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'must be one line of text';
  if (!contactParts(text).some((p) => p.kind !== 'text')) return 'must include an email address or an http(s) URL where the controller can be reached';
  return null;
}
