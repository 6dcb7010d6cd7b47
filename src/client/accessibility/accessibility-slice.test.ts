import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test-i18n';
import { memoryStorage } from '../memory-storage';
import { createAppStore } from '../app/store';
import {
  ACCESSIBILITY_STORAGE_KEY,
  accessibilitySlice,
  DEFAULT_ACCESSIBILITY,
  keyboardNavigationDetected,
  matchingPreset,
  presetApplied,
  settingChanged,
  systemFollowed,
  systemPreferencesChanged,
  textScale,
} from './accessibility-slice';

const reduce = accessibilitySlice.reducer;
const noSystem = { reducedMotion: false, highContrast: false };

const rehydrated = (persistor: ReturnType<typeof createAppStore>['persistor']) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });

describe('accessibility settings', () => {
  it('has the spec defaults and a text scale of 1.2 only for large text', () => {
    const s = reduce(undefined, { type: '@@init' });
    expect(s).toMatchObject({ largeText: false, screenReader: false, keyboardNavigation: false, focusVisible: true, reducedMotion: false, highContrast: false });
    expect(textScale(s)).toBe(1);
    expect(textScale({ largeText: true })).toBe(1.2);
  });

  it('follows the system for reduced motion and contrast until the person sets them', () => {
    let s = reduce(undefined, systemPreferencesChanged({ reducedMotion: true, highContrast: true }));
    expect(s).toMatchObject({ reducedMotion: true, highContrast: true });
    s = reduce(s, settingChanged({ setting: 'reducedMotion', value: false }));
    s = reduce(s, systemPreferencesChanged({ reducedMotion: true, highContrast: false }));
    expect(s).toMatchObject({ reducedMotion: false, highContrast: false });
    s = reduce(s, systemFollowed({ setting: 'reducedMotion', system: { reducedMotion: true, highContrast: false } }));
    expect(s.reducedMotion).toBe(true);
    expect(s.userSet.reducedMotion).toBe(false);
  });

  it('applies presets on top of the defaults and recognises them', () => {
    let s = reduce(undefined, presetApplied({ preset: 'lowVision', system: noSystem }));
    expect(s).toMatchObject({ ...DEFAULT_ACCESSIBILITY, highContrast: true, largeText: true });
    expect(matchingPreset(s, noSystem)).toBe('lowVision');
    s = reduce(s, presetApplied({ preset: 'default', system: { reducedMotion: true, highContrast: false } }));
    expect(s).toMatchObject({ ...DEFAULT_ACCESSIBILITY, reducedMotion: true });
    expect(s.userSet).toEqual({ reducedMotion: false, highContrast: false });
    expect(matchingPreset(s, { reducedMotion: true, highContrast: false })).toBe('default');
    expect(matchingPreset(reduce(s, settingChanged({ setting: 'screenReader', value: true })), { reducedMotion: true, highContrast: false })).toBe('screenReader');
    expect(matchingPreset(reduce(s, settingChanged({ setting: 'focusVisible', value: false })), noSystem)).toBeNull();
  });

  it('turns keyboard navigation on and off', () => {
    let s = reduce(undefined, keyboardNavigationDetected(true));
    expect(s.keyboardNavigation).toBe(true);
    s = reduce(s, keyboardNavigationDetected(false));
    expect(s.keyboardNavigation).toBe(false);
  });

  it('is stored on each change as a plain JSON record under accessibility-settings, and read back', async () => {
    const storage = memoryStorage();
    const first = createAppStore({ i18n: createTestI18n('en'), storage });
    await rehydrated(first.persistor);
    first.store.dispatch(settingChanged({ setting: 'largeText', value: true }));
    await first.persistor.flush();
    const saved = JSON.parse(storage.data.get(ACCESSIBILITY_STORAGE_KEY)!);
    expect(saved).toEqual({
      reducedMotion: false,
      highContrast: false,
      largeText: true,
      screenReader: false,
      keyboardNavigation: false,
      focusVisible: true,
      userSet: { reducedMotion: false, highContrast: false },
    });
    first.store.dispatch(settingChanged({ setting: 'highContrast', value: true }));
    await first.persistor.flush();
    expect(JSON.parse(storage.data.get(ACCESSIBILITY_STORAGE_KEY)!)).toMatchObject({ highContrast: true, userSet: { highContrast: true } });

    const second = createAppStore({ i18n: createTestI18n('en'), storage });
    await rehydrated(second.persistor);
    expect(second.store.getState().accessibility).toMatchObject({ largeText: true, highContrast: true, focusVisible: true });
  });

  it('reads a hand-written or damaged record safely', async () => {
    const storage = memoryStorage();
    storage.data.set(ACCESSIBILITY_STORAGE_KEY, JSON.stringify({ largeText: true, focusVisible: 'yes' }));
    const a = createAppStore({ i18n: createTestI18n('en'), storage });
    await rehydrated(a.persistor);
    expect(a.store.getState().accessibility).toMatchObject({ largeText: true, focusVisible: true, highContrast: false });
    storage.data.set(ACCESSIBILITY_STORAGE_KEY, '{not json');
    const b = createAppStore({ i18n: createTestI18n('en'), storage });
    await rehydrated(b.persistor);
    expect(b.store.getState().accessibility).toMatchObject(DEFAULT_ACCESSIBILITY);
  });
});
