/**
 * astro module: what the spec calls astrology. The zodiac and element tables and the sign of a birth
 * date (spec section 3), the element texts, the champion-name generator and the avatar prompt and
 * generation (every 3 levels). It owns no table: the profile record (names, birth date, sign, picture,
 * avatar) is the profiles module's, which stores a generated avatar for it (ProfilesApi.saveAvatar).
 * The only file other modules import (with schemas.ts and endpoints.ts). Runs on server and client:
 * no knex, no React.
 */
import { isRealDate } from '../../shared/birth-date';

/** Zodiac signs and elements (spec section 3). Isomorphic: used by the server and the client. */
export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;
export type Sign = (typeof SIGNS)[number];
export type SignOrUnknown = Sign | 'Unknown';

/** [sign, element, first month, first day, last month, last day] exactly as the spec's table. */
export const ZODIAC: ReadonlyArray<readonly [Sign, Element, number, number, number, number]> = [
  ['Aries', 'Fire', 3, 21, 4, 19],
  ['Taurus', 'Earth', 4, 20, 5, 20],
  ['Gemini', 'Air', 5, 21, 6, 20],
  ['Cancer', 'Water', 6, 21, 7, 22],
  ['Leo', 'Fire', 7, 23, 8, 22],
  ['Virgo', 'Earth', 8, 23, 9, 22],
  ['Libra', 'Air', 9, 23, 10, 22],
  ['Scorpio', 'Water', 10, 23, 11, 21],
  ['Sagittarius', 'Fire', 11, 22, 12, 21],
  ['Capricorn', 'Earth', 12, 22, 1, 19],
  ['Aquarius', 'Air', 1, 20, 2, 18],
  ['Pisces', 'Water', 2, 19, 3, 20],
];

const key = (m: number, d: number) => m * 100 + d;

/** The sign of a month (1-12) and day; 'Unknown' when no range matches (an impossible date). */
export function signFor(month: number, day: number): SignOrUnknown {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1 || day > 31) return 'Unknown';
  const k = key(month, day);
  for (const [sign, , m1, d1, m2, d2] of ZODIAC) {
    const from = key(m1, d1);
    const to = key(m2, d2);
    if (from <= to ? k >= from && k <= to : k >= from || k <= to) return sign;
  }
  return 'Unknown';
}

/** An unknown sign gets the element Earth. */
export function elementFor(sign: SignOrUnknown): Element {
  return ZODIAC.find(([s]) => s === sign)?.[1] ?? 'Earth';
}

/** Sign and element of an ISO date string (YYYY-MM-DD); 'Unknown'/Earth for anything else. */
export function astroProfile(isoDate: string): { astrologicalSign: SignOrUnknown; element: Element } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const sign = m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? signFor(Number(m[2]), Number(m[3])) : 'Unknown';
  return { astrologicalSign: sign, element: elementFor(sign) };
}

export interface ElementInfo {
  element: Element;
  traits: [string, string, string, string];
  description: string;
  colour: string;
  icon: string;
  /** Personalised with the sign: use motivationFor(). */
  motivation: string;
  idealTasks: [string, string, string, string];
  environmentalFocus: string;
}

export const ELEMENT_INFO: Record<Element, ElementInfo> = {
  Fire: {
    element: 'Fire',
    traits: ['Passionate', 'Energetic', 'Dynamic', 'Action-oriented'],
    description: 'Fire signs bring drive and courage: they start things and carry others along.',
    colour: '#FF6B35',
    icon: '🔥',
    motivation: 'As a {sign}, your fire turns intentions into action: lead the next cleanup and others will follow.',
    idealTasks: ['High-energy cleanup projects', 'Leading community initiatives', 'Emergency environmental response', 'Organizing cleanup events'],
    environmentalFocus: 'Fast, visible action where litter piles up, and rallying people to join in.',
  },
  Earth: {
    element: 'Earth',
    traits: ['Practical', 'Grounded', 'Reliable', 'Nature-focused'],
    description: 'Earth signs are steady and hands-on: they finish what they start and care for the land.',
    colour: '#8B7355',
    icon: '🌱',
    motivation: 'As a {sign}, your steady hands make lasting change: one cleared patch at a time adds up.',
    idealTasks: ['Park and garden cleanups', 'Tree planting and care', 'Composting and soil projects', 'Regular neighbourhood patrols'],
    environmentalFocus: 'Healthy soil, green spaces and the long, patient work that keeps them clean.',
  },
  Air: {
    element: 'Air',
    traits: ['Innovative', 'Communicative', 'Intellectual', 'Social'],
    description: 'Air signs connect people and ideas: they spread the word and find smarter ways.',
    colour: '#87CEEB',
    icon: '🌬️',
    motivation: 'As a {sign}, your ideas travel far: share a cleanup, invite a friend, and the movement grows.',
    idealTasks: ['Mapping and reporting litter hotspots', 'Recycling drives', 'Awareness campaigns', 'Coordinating group cleanups online'],
    environmentalFocus: 'Clean air and streets, less waste through better habits and good information.',
  },
  Water: {
    element: 'Water',
    traits: ['Intuitive', 'Emotional', 'Empathetic', 'Flowing'],
    description: 'Water signs feel the needs of places and creatures: they protect what flows and lives.',
    colour: '#4682B4',
    icon: '💧',
    motivation: 'As a {sign}, your care protects what flows: every bottle you lift keeps a river cleaner.',
    idealTasks: ['Beach and riverbank cleanups', 'Protecting wildlife habitats', 'Storm drain clearing', 'Quiet solo cleanups in nature'],
    environmentalFocus: 'Rivers, lakes, coasts and the animals that depend on clean water.',
  },
};

export function motivationFor(sign: SignOrUnknown, element: Element): string {
  return ELEMENT_INFO[element].motivation.replace('{sign}', sign === 'Unknown' ? 'champion' : sign);
}

/** Spec section 3, Name suggestion. */
export interface NameSuggestion {
  name: string;
  origin: string;
  meaning: string;
  elementConnection: string;
}

/** POST /api/user/generate-names */
export interface GenerateNamesResponse {
  suggestions: NameSuggestion[];
  astrologicalProfile: { sign: string; element: string };
  /** 'openai', or 'local' (the word-list generator used without a key or when the AI fails). */
  generator: 'openai' | 'local';
}

/** POST /api/users/{userId}/generate-names: the names tab's variant. */
export interface UserNamesResponse {
  names: NameSuggestion[];
  generator: GenerateNamesResponse['generator'];
}

/** POST /api/avatars/generate and /regenerate */
export interface AvatarResponse {
  success: boolean;
  avatarUrl: string | null;
  /** true when the local generated avatar was used instead of the AI image. */
  isFallback: boolean;
  avatarLevel: number;
  error?: string;
}

export const AVATAR_PREFERENCE_STYLES = ['illustrated', 'watercolor', 'pixel', 'minimal'] as const;
export type AvatarStyle = (typeof AVATAR_PREFERENCE_STYLES)[number];
export const AVATAR_COMPLEXITIES = ['simple', 'balanced', 'detailed'] as const;
export type AvatarComplexity = (typeof AVATAR_COMPLEXITIES)[number];

/** Avatars evolve every 3 levels; prompts gain enhancements at these levels (spec section 9). */
export const AVATAR_EVOLUTION_EVERY = 3;
export const AVATAR_ENHANCEMENT_LEVELS = [5, 10, 15, 20, 25] as const;

/** The avatar's style preferences; a missing style or complexity means 'illustrated' and 'balanced'. */
export interface AvatarOptions {
  style?: string;
  colorPalette?: string;
  symbolism?: string;
  complexity?: string;
  enhancedPrompt?: string;
}

export const ASTRO_API = Symbol.for('astro.api');

/**
 * Names and avatars from a registered person's stored gender, birth date (sign and element) and level;
 * never from what a request says about them. 403 PROFILE_REQUIRED for a guest, 404 USER_NOT_FOUND.
 */
export interface AstroApi {
  /** Three champion-name suggestions; 400 PROFILE_INCOMPLETE without gender or birth date. */
  generateNames(userId: string): Promise<GenerateNamesResponse>;
  /** A new avatar for the person's level, stored by the profiles module (replacing the current one). */
  generateAvatar(userId: string, options: AvatarOptions): Promise<AvatarResponse>;
}
