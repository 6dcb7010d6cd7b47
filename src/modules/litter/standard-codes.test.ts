import { describe, expect, it } from 'vitest';
import { J_LIST_COLUMNS, STANDARD_CODES, standardCodes } from './standard-codes';
import { ITEM_IDS } from './taxonomy';

/**
 * The names the sources give the codes the mapping uses, copied from the files docs/impact.md names
 * (the J-code list of EUR 30348; litteR's types-ospar-materials.csv). A code not listed here was not
 * read in a source: the test fails, so no code enters the mapping unchecked.
 */
const J_LIST_NAMES: Record<string, string> = {
  J1: 'plastic 4/6-pack yokes & six-pack rings',
  J21: 'plastic caps/lids drinks',
  J25: 'plastic tobacco pouches / plastic cigarette packet packaging',
  J26: 'plastic cigarette lighters',
  J27: 'tobacco products with filters (cigarette butts with filters)',
  J30: 'plastic crisps packets/sweets wrappers',
  J32: 'plastic toys and party poppers',
  J98: 'plastic diapers/nappies',
  J101: 'plastic dog/pet faeces bag',
  J125: 'rubber balloons',
  J147: 'paper bags',
  J148: 'cardboard boxes',
  J151: 'paper cartons/Tetrapak (non-milk)',
  J152: 'paper cigarette packets',
  J175: 'metal drinks cans',
  J178: 'metal bottle caps, lids & pull tabs from cans',
  J195: 'metal household batteries',
  J200: 'glass bottles',
  J208: 'pieces of glass/ceramic (glass or ceramic fragments ≥ 2.5 cm)',
  J215: 'organic food waste',
  J227: 'cups and lids of hard plastic',
  J228: 'plastic cutlery',
  J231: 'plastic straws',
  J237: 'plastic wet wipes',
  J244: 'paper cups',
  J251: 'rubber tyres',
  J252: 'single-use plastic gloves',
  J253: 'plastic single-use face-mask',
};

const OSPAR_NAMES: Record<string, string> = {
  '1': 'Plastic: Yokes',
  '4': 'Plastic: Drinks',
  '15': 'Plastic: Caps',
  '16': 'Plastic: Cigarettelighters',
  '19': 'Plastic: Crisp',
  '20': 'Plastic: Toys',
  '22': 'Plastic: Cutlery',
  '49': 'Rubber: Balloons',
  '52': 'Rubber: Tyres',
  '60': 'Paper: Bags',
  '61': 'Paper: Cardboard',
  '63': 'Paper: Cig_packets',
  '64': 'Paper: Cig_stubs',
  '65': 'Paper: Cups',
  '77': 'Metal: Caps',
  '78': 'Metal: Drink',
  '91': 'Glass: Bottles',
  '121': 'Faeces: In_bags',
};

describe('standard codes of the litter taxonomy (issue 40)', () => {
  it('has a row for every taxonomy item and none for an item that does not exist', () => {
    expect(Object.keys(STANDARD_CODES).sort()).toEqual([...ITEM_IDS].sort());
  });

  it('uses only codes read in the sources', () => {
    for (const [item, codes] of Object.entries(STANDARD_CODES)) {
      if (codes.jList) expect(J_LIST_NAMES, `${item}: ${codes.jList}`).toHaveProperty([codes.jList]);
      if (codes.ospar) expect(OSPAR_NAMES, `${item}: ${codes.ospar}`).toHaveProperty([codes.ospar]);
    }
  });

  it('maps items the sources name to their codes', () => {
    expect(standardCodes('smoking.butts')).toEqual({ jList: 'J27', ospar: '64', verified: true });
    expect(standardCodes('soft_drinks.can')).toEqual({ jList: 'J175', ospar: '78', verified: true });
    // Size decides J7 (≤ 0.5 l) or J8: unsettled, no J-List code.
    expect(standardCodes('soft_drinks.plastic_bottle')).toEqual({ jList: null, ospar: '4', verified: false });
    expect(standardCodes('no.such_item')).toEqual({ jList: null, ospar: null, verified: false });
  });

  it('lists each J-List code once as an export column, in code order', () => {
    expect(J_LIST_COLUMNS[0]).toBe('J1');
    expect(new Set(J_LIST_COLUMNS).size).toBe(J_LIST_COLUMNS.length);
    expect([...J_LIST_COLUMNS].sort()).toEqual(Object.keys(J_LIST_NAMES).sort());
    expect(J_LIST_COLUMNS.indexOf('J27')).toBeLessThan(J_LIST_COLUMNS.indexOf('J175'));
  });
});
