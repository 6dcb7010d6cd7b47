import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push';

describe('pushEndpointAllowed', () => {
  it('takes https push services, and loopback only when the test setting allows it', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(pushEndpointAllowed('http://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push', false)).toBe(false);
    expect(pushEndpointAllowed('https://localhost/push', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push', true)).toBe(true);
    expect(pushEndpointAllowed('http://10.0.0.1/push', true)).toBe(false);
    expect(pushEndpointAllowed('https://user:pw@push.example.org/x', false)).toBe(false);
    expect(pushEndpointAllowed('not a url', true)).toBe(false);
  });
});
