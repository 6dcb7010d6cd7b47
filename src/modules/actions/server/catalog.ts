import { EXACT, FACTORS, QUANTITIES } from '../data/emission-factors';

/**
 * The environmental action types (GET /api/tasks/config), their units and how each unit converts
 * to the type's base unit. Climate factors come only from ../data/emission-factors.ts; the XP rates
 * and "typical" limits are game rules (docs/impact.md, "Rewards" and "Risk").
 */
export interface UnitDef {
  unit: string;
  /** Base units per one of this unit. */
  toBase: number;
  /** Where the conversion comes from. */
  basis: string;
}

/**
 * One kind of an action type with its own factors (public transport: the mode). Its impact per base
 * unit is what the replaced trip emits minus what the chosen one emits.
 */
export interface SubtypeDef {
  subtype: string;
  replaces: keyof typeof FACTORS;
  uses: keyof typeof FACTORS;
}

export interface ActionTypeDef {
  type: string;
  baseUnit: string;
  /** The first unit is the default the form picks when the type is chosen. */
  units: UnitDef[];
  /** Key into FACTORS, or null when no published factor could be confirmed (impact 0) or the subtypes decide. */
  impactFactor: keyof typeof FACTORS | null;
  /**
   * Kinds with their own impact (taskSubtype). The first is assumed when none is given, so it should
   * be the one with the smallest impact.
   */
  subtypes?: readonly SubtypeDef[];
  /** Game rule: XP per base unit (up to typicalMax). */
  xpPerBaseUnit: number;
  /** Game rule: more than this (in base units) in one submission raises quantity_above_typical. */
  typicalMax: number;
  typicalMaxBasis: string;
}

const base = (unit: string): UnitDef => ({ unit, toBase: 1, basis: 'base unit' });
const lbs: UnitDef = { unit: 'lbs', toBase: EXACT.KG_PER_LB, basis: 'exact: 1 lb = 0.45359237 kg' };
const miles: UnitDef = { unit: 'miles', toBase: EXACT.KM_PER_MILE, basis: 'exact: 1 mile = 1.609344 km' };
const litterItems: UnitDef = {
  unit: 'items',
  toBase: QUANTITIES.litterKgPerItem.value,
  basis: 'Ocean Conservancy ICC 2016 totals: 8,346,055 kg / 13,840,398 items',
};
/** Five times what the average cleanup volunteer collects (22 lb, Ocean Conservancy). */
const CLEANUP_TYPICAL_MAX_KG = Math.round(5 * QUANTITIES.cleanupKgPerVolunteer.value);

export const ACTION_TYPES: readonly ActionTypeDef[] = [
  {
    type: 'litter_pickup',
    baseUnit: 'kg',
    units: [base('kg'), lbs, litterItems],
    impactFactor: null,
    xpPerBaseUnit: 4,
    typicalMax: CLEANUP_TYPICAL_MAX_KG,
    typicalMaxBasis: '5 x the average ICC volunteer haul (22 lb)',
  },
  {
    type: 'beach_cleanup',
    baseUnit: 'kg',
    units: [base('kg'), lbs, litterItems],
    impactFactor: null,
    xpPerBaseUnit: 5,
    typicalMax: CLEANUP_TYPICAL_MAX_KG,
    typicalMaxBasis: '5 x the average ICC volunteer haul (22 lb)',
  },
  {
    type: 'recycling',
    baseUnit: 'kg',
    units: [base('kg'), lbs],
    impactFactor: 'recyclingVsLandfill',
    xpPerBaseUnit: 1,
    typicalMax: 100,
    typicalMaxBasis: 'game rule: 100 kg of sorted recyclables in one submission',
  },
  {
    type: 'composting',
    baseUnit: 'kg',
    units: [base('kg'), lbs],
    impactFactor: 'compostingNet',
    xpPerBaseUnit: 1,
    typicalMax: 100,
    typicalMaxBasis: 'game rule: 100 kg of organic waste in one submission',
  },
  {
    type: 'tree_planting',
    baseUnit: 'trees',
    units: [base('trees')],
    impactFactor: 'urbanTree10Years',
    xpPerBaseUnit: 15,
    typicalMax: 20,
    typicalMaxBasis: 'game rule: 20 trees planted by one person in one submission',
  },
  {
    type: 'cycling',
    baseUnit: 'km',
    units: [base('km'), miles],
    impactFactor: 'passengerVehiclePerMile',
    xpPerBaseUnit: 1,
    typicalMax: 150,
    typicalMaxBasis: 'game rule: a long day ride',
  },
  {
    type: 'walking',
    baseUnit: 'km',
    units: [base('km'), miles],
    impactFactor: 'passengerVehiclePerMile',
    xpPerBaseUnit: 2,
    typicalMax: 40,
    typicalMaxBasis: 'game rule: a marathon-length day on foot',
  },
  {
    type: 'public_transport',
    baseUnit: 'km',
    units: [base('km'), miles],
    // Avoided per km = the car's emissions minus the mode's per passenger-km (DESNZ 2024).
    impactFactor: null,
    subtypes: [
      { subtype: 'bus', replaces: 'ukAverageCarUnknownFuel', uses: 'ukAverageLocalBus' },
      { subtype: 'coach', replaces: 'ukAverageCarUnknownFuel', uses: 'ukCoach' },
      { subtype: 'national_rail', replaces: 'ukAverageCarUnknownFuel', uses: 'ukNationalRail' },
      { subtype: 'light_rail_tram', replaces: 'ukAverageCarUnknownFuel', uses: 'ukLightRailTram' },
      { subtype: 'underground', replaces: 'ukAverageCarUnknownFuel', uses: 'ukUnderground' },
    ],
    xpPerBaseUnit: 0.5,
    typicalMax: 500,
    typicalMaxBasis: 'game rule: a long day of train travel',
  },
  {
    type: 'repair',
    baseUnit: 'items',
    units: [base('items')],
    impactFactor: null,
    xpPerBaseUnit: 10,
    typicalMax: 10,
    typicalMaxBasis: 'game rule: 10 repaired items in one submission',
  },
];

const BY_TYPE = new Map(ACTION_TYPES.map((t) => [t.type, t]));

export function findActionType(type: string): ActionTypeDef | undefined {
  return BY_TYPE.get(type);
}

export function findUnit(def: ActionTypeDef, unit: string): UnitDef | undefined {
  return def.units.find((u) => u.unit === unit);
}

export function findSubtype(def: ActionTypeDef, subtype: string | null | undefined): SubtypeDef | undefined {
  return subtype ? def.subtypes?.find((s) => s.subtype === subtype) : undefined;
}

/** The quantity in the type's base unit. */
export function toBaseQuantity(def: ActionTypeDef, unit: string, quantity: number): number {
  const u = findUnit(def, unit);
  if (!u) throw new RangeError(`Unit ${unit} does not belong to ${def.type}`);
  return quantity * u.toBase;
}

/**
 * kg CO2e avoided or removed for a quantity in base units (0 without a confirmed factor). For a type
 * with subtypes, that of `subtype`, else of the first (the smallest saving).
 */
export function impactKg(def: ActionTypeDef, baseQuantity: number, subtype?: string | null): number {
  if (def.subtypes?.length) {
    const s = findSubtype(def, subtype) ?? def.subtypes[0]!;
    return baseQuantity * (FACTORS[s.replaces].perBaseUnit - FACTORS[s.uses].perBaseUnit);
  }
  if (!def.impactFactor) return 0;
  return baseQuantity * FACTORS[def.impactFactor].perBaseUnit;
}
