import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer, type Storage as PersistStorage } from 'redux-persist';
import { PERSIST_THROTTLE_MS } from '../web-storage';

/** Spec 3, Local records: the accessibility settings live in localStorage under this key. */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';

/** Spec 3: the six accessibility settings. */
export interface AccessibilitySettings {
  reducedMotion: boolean;
  highContrast: boolean;
  largeText: boolean;
  screenReader: boolean;
  keyboardNavigation: boolean;
  focusVisible: boolean;
}

export type AccessibilitySetting = keyof AccessibilitySettings;

export const ACCESSIBILITY_SETTINGS: readonly AccessibilitySetting[] = [
  'reducedMotion', 'highContrast', 'largeText', 'screenReader', 'keyboardNavigation', 'focusVisible',
];

/** The two settings that follow the system preference until the person sets them. */
export type SystemSetting = 'reducedMotion' | 'highContrast';

export interface AccessibilityState extends AccessibilitySettings {
  /** Which system-following settings the person chose themselves (then system changes leave them alone). */
  userSet: Record<SystemSetting, boolean>;
}

/** Spec 4 defaults. reducedMotion and highContrast start from the system preference (see AccessibilityRoot). */
export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  reducedMotion: false,
  highContrast: false,
  largeText: false,
  screenReader: false,
  keyboardNavigation: false,
  focusVisible: true,
};

/** Spec 4 / 9: large text scales text by 1.2, otherwise 1. */
export const LARGE_TEXT_SCALE = 1.2;
export const textScale = (s: Pick<AccessibilitySettings, 'largeText'>) => (s.largeText ? LARGE_TEXT_SCALE : 1);

export type PresetId = 'default' | 'lowVision' | 'motionSensitive' | 'keyboardOnly' | 'screenReader';

/**
 * Presets: each one is the defaults plus a few settings. 'default' also hands reducedMotion and
 * highContrast back to the system preference.
 */
export const PRESETS: Record<PresetId, Partial<AccessibilitySettings>> = {
  default: {},
  lowVision: { highContrast: true, largeText: true },
  motionSensitive: { reducedMotion: true },
  keyboardOnly: { keyboardNavigation: true },
  screenReader: { screenReader: true, reducedMotion: true },
};
export const PRESET_IDS = Object.keys(PRESETS) as PresetId[];

const SYSTEM_SETTINGS: readonly SystemSetting[] = ['reducedMotion', 'highContrast'];
const isSystemSetting = (k: AccessibilitySetting): k is SystemSetting => (SYSTEM_SETTINGS as readonly string[]).includes(k);

export interface SystemPreferences {
  reducedMotion: boolean;
  highContrast: boolean;
}

const initialState = (): AccessibilityState => ({ ...DEFAULT_ACCESSIBILITY, userSet: { reducedMotion: false, highContrast: false } });

export const accessibilitySlice = createSlice({
  name: 'accessibility',
  initialState,
  reducers: {
    settingChanged(state, action: PayloadAction<{ setting: AccessibilitySetting; value: boolean }>) {
      const { setting, value } = action.payload;
      state[setting] = value;
      if (isSystemSetting(setting)) state.userSet[setting] = true;
    },
    /** A preset: the defaults plus the preset's settings; 'default' follows the system again. */
    presetApplied(state, action: PayloadAction<{ preset: PresetId; system: SystemPreferences }>) {
      const preset = PRESETS[action.payload.preset];
      const next = { ...DEFAULT_ACCESSIBILITY, ...action.payload.system, ...preset };
      Object.assign(state, next);
      for (const k of SYSTEM_SETTINGS) state.userSet[k] = k in preset;
    },
    /** The system preference (prefers-reduced-motion, prefers-contrast / forced-colors), now or after a change. */
    systemPreferencesChanged(state, action: PayloadAction<Partial<SystemPreferences>>) {
      for (const k of SYSTEM_SETTINGS) {
        const v = action.payload[k];
        if (v !== undefined && !state.userSet[k]) state[k] = v;
      }
    },
    /** Hands a setting back to the system preference. */
    systemFollowed(state, action: PayloadAction<{ setting: SystemSetting; system: SystemPreferences }>) {
      const { setting, system } = action.payload;
      state.userSet[setting] = false;
      state[setting] = system[setting];
    },
    /** Spec 4: a Tab press turns keyboard navigation on, a mouse press turns it off. */
    keyboardNavigationDetected(state, action: PayloadAction<boolean>) {
      state.keyboardNavigation = action.payload;
    },
  },
});

export const { settingChanged, presetApplied, systemPreferencesChanged, systemFollowed, keyboardNavigationDetected } = accessibilitySlice.actions;

export const isSystemFollowing = (k: AccessibilitySetting): k is SystemSetting => isSystemSetting(k);

/** The preset the current settings match, if any (ignoring keyboardNavigation, which follows the input device). */
export function matchingPreset(s: AccessibilitySettings, system: SystemPreferences): PresetId | null {
  const keys = ACCESSIBILITY_SETTINGS.filter((k) => k !== 'keyboardNavigation');
  for (const id of PRESET_IDS) {
    if (id === 'keyboardOnly') continue;
    const expected = { ...DEFAULT_ACCESSIBILITY, ...system, ...PRESETS[id] };
    if (keys.every((k) => expected[k] === s[k])) return id;
  }
  return null;
}

/** A stored record: the six booleans (anything missing or malformed falls back to the default). */
export function parseAccessibilityRecord(value: unknown): AccessibilityState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const state = initialState();
  for (const k of ACCESSIBILITY_SETTINGS) if (typeof v[k] === 'boolean') state[k] = v[k];
  const userSet = (v.userSet ?? {}) as Record<string, unknown>;
  for (const k of SYSTEM_SETTINGS) state.userSet[k] = userSet[k] === true;
  return state;
}

/**
 * Stores the state as one plain JSON object under 'accessibility-settings' (the six settings plus
 * userSet), not in redux-persist's encoding (every field a JSON string, plus _persist), so the
 * record reads as the spec's. Translates between the two on the way in and out.
 */
export function plainObjectStorage(inner: PersistStorage): PersistStorage {
  return {
    async getItem(key: string) {
      const raw = (await inner.getItem(key)) as string | null;
      if (!raw) return null;
      let state: AccessibilityState | null;
      try {
        state = parseAccessibilityRecord(JSON.parse(raw));
      } catch {
        state = null;
      }
      if (!state) return null;
      return JSON.stringify(Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)])));
    },
    async setItem(key: string, serialized: string) {
      const outer = JSON.parse(serialized) as Record<string, string>;
      const record: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(outer)) if (k !== '_persist') record[k] = JSON.parse(v);
      await inner.setItem(key, JSON.stringify(record));
    },
    removeItem: (key: string) => inner.removeItem(key),
  };
}

/**
 * The persisted reducer (the store mounts it as `accessibility`). Every change is written at once (the
 * store flushes after each change; the throttle only spaces out the write-back after rehydration).
 */
export function accessibilityReducer(storage: PersistStorage) {
  return persistReducer(
    { key: ACCESSIBILITY_STORAGE_KEY, keyPrefix: '', version: 1, throttle: PERSIST_THROTTLE_MS, storage: plainObjectStorage(storage) },
    accessibilitySlice.reducer,
  );
}
