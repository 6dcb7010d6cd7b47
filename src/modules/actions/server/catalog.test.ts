import { describe, expect, it } from 'vitest';
import { EXACT, FACTORS, QUANTITIES } from '../data/emission-factors';
import { ACTION_TYPES, findActionType, findUnit, impactKg, toBaseQuantity } from './catalog';

const def = (type: string) => findActionType(type)!;

describe('action types', () => {
  it('has at least 8 types, each with units whose first is the base unit', () => {
    expect(ACTION_TYPES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ACTION_TYPES.map((t) => t.type)).size).toBe(ACTION_TYPES.length);
    for (const t of ACTION_TYPES) {
      expect(t.units[0]).toMatchObject({ unit: t.baseUnit, toBase: 1 });
      expect(new Set(t.units.map((u) => u.unit)).size).toBe(t.units.length);
      for (const u of t.units) expect(u.toBase).toBeGreaterThan(0);
      expect(t.typicalMax).toBeGreaterThan(0);
    }
  });

  it('only uses factors from the data file', () => {
    for (const t of ACTION_TYPES) if (t.impactFactor) expect(FACTORS[t.impactFactor].baseUnit).toBe(t.baseUnit);
    for (const t of ACTION_TYPES) {
      for (const s of t.subtypes ?? []) {
        expect(FACTORS[s.replaces].baseUnit).toBe(t.baseUnit);
        expect(FACTORS[s.uses].baseUnit).toBe(t.baseUnit);
      }
    }
  });

  it('rejects a unit of another type', () => {
    expect(findUnit(def('tree_planting'), 'kg')).toBeUndefined();
    expect(() => toBaseQuantity(def('tree_planting'), 'kg', 1)).toThrow(RangeError);
    expect(findActionType('moon_cleanup')).toBeUndefined();
  });
});

describe('unit conversions to the base unit', () => {
  it('kg, lbs and litter items', () => {
    for (const type of ['litter_pickup', 'beach_cleanup']) {
      expect(toBaseQuantity(def(type), 'kg', 3)).toBe(3);
      expect(toBaseQuantity(def(type), 'lbs', 10)).toBeCloseTo(4.5359237, 10);
      // Ocean Conservancy ICC 2016: 8,346,055 kg over 13,840,398 items.
      expect(toBaseQuantity(def(type), 'items', 13_840_398)).toBeCloseTo(8_346_055, 3);
      expect(toBaseQuantity(def(type), 'items', 1)).toBeCloseTo(0.603, 3);
    }
    expect(toBaseQuantity(def('recycling'), 'lbs', 2000)).toBeCloseTo(EXACT.KG_PER_SHORT_TON, 6);
    expect(toBaseQuantity(def('composting'), 'lbs', 1)).toBe(EXACT.KG_PER_LB);
  });

  it('km and miles', () => {
    for (const type of ['cycling', 'walking', 'public_transport']) {
      expect(toBaseQuantity(def(type), 'km', 12.5)).toBe(12.5);
      expect(toBaseQuantity(def(type), 'miles', 1)).toBe(1.609344);
    }
  });

  it('trees and items are their own base', () => {
    expect(toBaseQuantity(def('tree_planting'), 'trees', 4)).toBe(4);
    expect(toBaseQuantity(def('repair'), 'items', 2)).toBe(2);
  });
});

describe('emission factor conversions', () => {
  it('recycling instead of landfilling: 2.89 t CO2e per short ton', () => {
    expect(FACTORS.recyclingVsLandfill.perBaseUnit).toBeCloseTo(2890 / 907.18474, 10);
    expect(impactKg(def('recycling'), EXACT.KG_PER_SHORT_TON)).toBeCloseTo(2890, 6);
    expect(impactKg(def('recycling'), 1)).toBeCloseTo(3.1857, 4);
  });

  it('composting: 0.20 t CO2e per short ton', () => {
    expect(impactKg(def('composting'), EXACT.KG_PER_SHORT_TON)).toBeCloseTo(200, 6);
    expect(impactKg(def('composting'), 10)).toBeCloseTo(2.2046, 4);
  });

  it('an urban tree seedling grown for 10 years: 0.0604935136 t CO2', () => {
    expect(impactKg(def('tree_planting'), 1)).toBeCloseTo(60.4935136, 7);
    expect(impactKg(def('tree_planting'), 3)).toBeCloseTo(181.48, 2);
  });

  it('car kilometres avoided by cycling or walking: 3.93e-4 t CO2e per mile', () => {
    expect(impactKg(def('cycling'), EXACT.KM_PER_MILE)).toBeCloseTo(0.393, 10);
    expect(impactKg(def('walking'), 10)).toBeCloseTo(2.442, 3);
    expect(impactKg(def('cycling'), toBaseQuantity(def('cycling'), 'miles', 100))).toBeCloseTo(39.3, 8);
  });

  it('public transport: the average UK car (unknown fuel) minus the mode, per passenger-km (DESNZ 2024)', () => {
    const car = 0.16691;
    const modes = { bus: 0.10846, coach: 0.02717, national_rail: 0.03546, light_rail_tram: 0.0286, underground: 0.0278 };
    expect(def('public_transport').subtypes?.map((s) => s.subtype)).toEqual(Object.keys(modes));
    for (const [mode, factor] of Object.entries(modes)) {
      expect(impactKg(def('public_transport'), 1, mode)).toBeCloseTo(car - factor, 10);
      expect(impactKg(def('public_transport'), 100, mode)).toBeCloseTo(100 * (car - factor), 8);
    }
    expect(impactKg(def('public_transport'), 10, 'national_rail')).toBeCloseTo(1.3145, 10);
    expect(impactKg(def('public_transport'), toBaseQuantity(def('public_transport'), 'miles', 10), 'coach')).toBeCloseTo(16.09344 * 0.13974, 8);
  });

  it('public transport without a known mode counts as the bus, the smallest saving', () => {
    const bus = impactKg(def('public_transport'), 10, 'bus');
    expect(bus).toBeCloseTo(0.5845, 10);
    expect(impactKg(def('public_transport'), 10)).toBe(bus);
    expect(impactKg(def('public_transport'), 10, 'rocket')).toBe(bus);
    for (const s of def('public_transport').subtypes!) expect(impactKg(def('public_transport'), 10, s.subtype)).toBeGreaterThanOrEqual(bus);
  });

  it('types without a confirmed factor report no impact', () => {
    for (const type of ['litter_pickup', 'beach_cleanup', 'repair']) expect(impactKg(def(type), 100)).toBe(0);
  });

  it('records source, year, unit and table for every factor and quantity', () => {
    for (const f of [...Object.values(FACTORS), ...Object.values(QUANTITIES)]) {
      for (const field of ['source', 'publisher', 'year', 'unit', 'table', 'url', 'checkedVia'] as const) expect(f[field].length).toBeGreaterThan(3);
      expect(Number.isFinite(f.value)).toBe(true);
    }
  });
});
