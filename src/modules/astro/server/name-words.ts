import type { Element, SignOrUnknown } from '../contract';

/** Word lists for the local champion-name generator. Origins are real etymologies. */
export interface Word {
  word: string;
  origin: string;
  meaning: string;
}

export const ELEMENT_WORDS: Record<Element, Word[]> = {
  Fire: [
    { word: 'Ember', origin: 'Old English æmerge', meaning: 'a glowing coal that keeps burning' },
    { word: 'Blaze', origin: 'Old English blæse', meaning: 'a bright flame' },
    { word: 'Ignis', origin: 'Latin ignis', meaning: 'fire' },
    { word: 'Sol', origin: 'Latin sol', meaning: 'the sun' },
    { word: 'Phoenix', origin: 'Greek phoinix', meaning: 'the bird reborn from its ashes' },
    { word: 'Aiden', origin: 'Irish Aodhán', meaning: 'little fire' },
    { word: 'Keahi', origin: 'Hawaiian ke ahi', meaning: 'the fire' },
  ],
  Earth: [
    { word: 'Terra', origin: 'Latin terra', meaning: 'the earth' },
    { word: 'Sylvan', origin: 'Latin silva', meaning: 'of the forest' },
    { word: 'Fern', origin: 'Old English fearn', meaning: 'the fern, an ancient plant' },
    { word: 'Rowan', origin: 'Old Norse reynir', meaning: 'the rowan tree' },
    { word: 'Gaia', origin: 'Greek Gaia', meaning: 'the Earth as a living mother' },
    { word: 'Oakley', origin: 'Old English āc + lēah', meaning: 'oak clearing' },
    { word: 'Petra', origin: 'Greek petra', meaning: 'rock' },
  ],
  Air: [
    { word: 'Zephyr', origin: 'Greek Zephyros', meaning: 'the gentle west wind' },
    { word: 'Aura', origin: 'Greek aura', meaning: 'a breeze' },
    { word: 'Skye', origin: 'Old Norse ský', meaning: 'cloud' },
    { word: 'Cirrus', origin: 'Latin cirrus', meaning: 'a curl, the high feathery cloud' },
    { word: 'Anemoi', origin: 'Greek anemoi', meaning: 'the winds' },
    { word: 'Wren', origin: 'Old English wrenna', meaning: 'the small, lively songbird' },
    { word: 'Aether', origin: 'Greek aithēr', meaning: 'the pure upper air' },
  ],
  Water: [
    { word: 'Marina', origin: 'Latin marinus', meaning: 'of the sea' },
    { word: 'Brook', origin: 'Old English brōc', meaning: 'a small stream' },
    { word: 'Caspian', origin: 'the Caspian Sea', meaning: 'the great inland sea' },
    { word: 'Kai', origin: 'Hawaiian kai', meaning: 'the sea' },
    { word: 'Nerida', origin: 'Greek Nereides', meaning: 'sea nymph' },
    { word: 'Rio', origin: 'Spanish río', meaning: 'river' },
    { word: 'Delta', origin: 'Greek delta', meaning: 'where a river meets the sea' },
  ],
};

export const ROLES: Word[] = [
  { word: 'Guardian', origin: 'Old French gardien', meaning: 'one who protects' },
  { word: 'Warden', origin: 'Old North French wardein', meaning: 'one who keeps watch' },
  { word: 'Keeper', origin: 'Old English cēpan', meaning: 'one who looks after' },
  { word: 'Ranger', origin: 'Old French ranger', meaning: 'one who roams and tends the land' },
  { word: 'Steward', origin: 'Old English stīweard', meaning: 'one who cares for what belongs to all' },
  { word: 'Sentinel', origin: 'Italian sentinella', meaning: 'one who stands watch' },
];

/** What each sign brings, in a few words. */
export const SIGN_EPITHETS: Record<Exclude<SignOrUnknown, 'Unknown'>, string> = {
  Aries: 'the Trailblazer',
  Taurus: 'the Steadfast',
  Gemini: 'the Messenger',
  Cancer: 'the Protector',
  Leo: 'the Radiant',
  Virgo: 'the Meticulous',
  Libra: 'the Harmonizer',
  Scorpio: 'the Unyielding',
  Sagittarius: 'the Wanderer',
  Capricorn: 'the Persistent',
  Aquarius: 'the Visionary',
  Pisces: 'the Gentle',
};

export const ELEMENT_LINKS: Record<Element, string> = {
  Fire: 'Fire gives the energy to start cleanups and keep going.',
  Earth: 'Earth grounds the patient care of soil, parks and green spaces.',
  Air: 'Air carries ideas and brings people together for the cause.',
  Water: 'Water stands for rivers and seas kept free of litter.',
};
