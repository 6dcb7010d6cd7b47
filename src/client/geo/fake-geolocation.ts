/**
 * A stand-in for navigator.geolocation in tests and stories. `answer` decides each request:
 * a position, an error code (1 denied, 2 unavailable, 3 timeout) or 'never'.
 */
export type FakeAnswer = { latitude: number; longitude: number; accuracy?: number } | { code: 1 | 2 | 3 } | 'never';

export function fakeGeolocation(answer: FakeAnswer | (() => FakeAnswer)) {
  const calls: PositionOptions[] = [];
  const respond = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    const a = typeof answer === 'function' ? answer() : answer;
    if (a === 'never') return;
    if ('code' in a) {
      fail?.({ code: a.code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      return;
    }
    ok({
      coords: { latitude: a.latitude, longitude: a.longitude, accuracy: a.accuracy ?? 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
      timestamp: Date.now(),
    } as unknown as GeolocationPosition);
  };
  const geolocation: Geolocation = {
    getCurrentPosition(ok, fail, options) {
      calls.push(options ?? {});
      setTimeout(() => respond(ok, fail), 0);
    },
    watchPosition(ok, fail, options) {
      calls.push(options ?? {});
      setTimeout(() => respond(ok, fail), 0);
      return 1;
    },
    clearWatch() {},
  };
  return { geolocation, calls };
}
