import crypto from 'node:crypto';

/** A weak ETag made from an answer's JSON: equal answers share it, different ones get different ones. */
export function weakEtag(json: string): string {
  return `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
}
