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

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Full years between a birth date and today (both YYYY-MM-DD or dates in UTC). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  let age = today.getUTCFullYear() - birth.year;
  const m = today.getUTCMonth() + 1;
  if (m < birth.month || (m === birth.month && today.getUTCDate() < birth.day)) age--;
  return age;
}

export const MIN_AGE = 13;
export const MIN_BIRTH_YEAR = 1920;

/** Year options of the date-of-birth picker: current year - 13 down to 1920. */
export function birthYearOptions(today: Date): number[] {
  const years: number[] = [];
  for (let y = today.getUTCFullYear() - MIN_AGE; y >= MIN_BIRTH_YEAR; y--) years.push(y);
  return years;
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
