/**
 * Issue 40, point 1: the monitoring standards' codes of each taxonomy item. Isomorphic data, no Node,
 * no DOM. Sources (docs/impact.md, "Standard codes", names the files read):
 * - jList: the EU Joint List of Litter Categories for Marine Macrolitter Monitoring (Fleet, Vlachogianni,
 *   Hanke; JRC technical report EUR 30348 EN, JRC121708, 2021), its J-code list ("The Joint List of
 *   Litter Categories (J-CODE list)": Type-Code, J-Code, G-Code, Name, Definition).
 * - ospar: the OSPAR beach litter monitoring item numbers, as the OSPAR/MSFD assessment tool litteR
 *   (Walvoort and van Loon, Rijkswaterstaat; CRAN package litteR) lists them with their short names
 *   (inst/extdata/types-ospar-materials.csv: "Metal: Drink [78]").
 *
 * NEVER a guessed code. A code is given only when the source's category names what the item is
 * (`verified` then says the item was checked against both lists). `verified: false` marks an item
 * whose fit could not be settled: one of its codes is null because the item is broader than the
 * source's categories (a "plastic bag" may be a carrier bag, J3, or a small bag, J4), or because only
 * a short name was available to check it against; the candidates are named in docs/impact.md, not
 * here. Null codes count in the exports' "other" column.
 */

export interface StandardCodes {
  /** The J-List code (`J27`), or null. */
  jList: string | null;
  /** The OSPAR item number as text (`64`), or null. */
  ospar: string | null;
  /** Both codes (nulls included) were checked against the sources above. */
  verified: boolean;
}

export const STANDARD_CODES_SOURCES = {
  jList: 'EU Joint List of Litter Categories (J-List), JRC technical report EUR 30348 EN (JRC121708), 2021: the J-code list',
  ospar: 'OSPAR beach litter item numbers, as listed by the OSPAR/MSFD assessment tool litteR (types-ospar-materials.csv)',
} as const;

const c = (jList: string | null, ospar: string | null, verified: boolean): StandardCodes => ({ jList, ospar, verified });

/** Per taxonomy item id (taxonomy.ts). An id missing here has no codes and is unverified. */
export const STANDARD_CODES: Readonly<Record<string, StandardCodes>> = {
  'smoking.butts': c('J27', '64', true),
  'smoking.packet': c('J152', '63', true),
  'smoking.lighter': c('J26', '16', true),
  'smoking.vape': c(null, null, false),
  'smoking.rolling_papers': c(null, null, false),
  'smoking.cellophane': c('J25', null, true),
  'food.wrapper': c(null, null, false),
  'food.takeaway_box': c(null, null, false),
  'food.crisp_packet': c('J30', '19', true),
  'food.sweet_wrapper': c('J30', '19', true),
  'food.plastic_cutlery': c('J228', '22', true),
  'food.napkin': c(null, null, false),
  'food.leftovers': c('J215', null, true),
  'food.pizza_box': c('J148', '61', true),
  'soft_drinks.plastic_bottle': c(null, '4', false),
  'soft_drinks.can': c('J175', '78', true),
  'soft_drinks.glass_bottle': c('J200', '91', true),
  'soft_drinks.carton': c('J151', null, false),
  'soft_drinks.bottle_cap': c('J21', '15', true),
  'soft_drinks.straw': c('J231', null, false),
  'soft_drinks.label': c(null, null, false),
  'alcohol.beer_bottle': c('J200', '91', true),
  'alcohol.beer_can': c('J175', '78', true),
  'alcohol.wine_bottle': c('J200', '91', true),
  'alcohol.spirits_bottle': c('J200', '91', true),
  'alcohol.small_bottle': c('J200', '91', true),
  'alcohol.bottle_top': c('J178', '77', true),
  'alcohol.broken_glass': c('J208', null, false),
  'alcohol.six_pack_ring': c('J1', '1', true),
  'coffee.cup': c('J244', '65', true),
  'coffee.lid': c('J227', null, false),
  'coffee.stirrer': c(null, null, false),
  'coffee.sugar_sachet': c(null, null, false),
  'coffee.capsule': c(null, null, false),
  'packaging.plastic_bag': c(null, null, false),
  'packaging.paper_bag': c('J147', '60', true),
  'packaging.cardboard_box': c('J148', '61', true),
  'packaging.plastic_film': c(null, null, false),
  'packaging.polystyrene': c(null, null, false),
  'packaging.tape': c(null, null, false),
  'packaging.receipt': c(null, null, false),
  'sanitary.mask': c('J253', null, true),
  'sanitary.tissue': c(null, null, false),
  'sanitary.wet_wipe': c('J237', null, true),
  'sanitary.nappy': c('J98', null, true),
  'sanitary.glove': c('J252', null, false),
  'sanitary.dog_waste_bag': c('J101', '121', true),
  'sanitary.chewing_gum': c(null, null, false),
  'other.large_item': c(null, null, false),
  'other.clothing': c(null, null, false),
  'other.battery': c('J195', null, true),
  'other.balloon': c('J125', '49', true),
  'other.fireworks': c(null, null, false),
  'other.toy': c('J32', '20', true),
  'other.tyre': c('J251', '52', true),
  'other.electronics': c(null, null, false),
  'other.unknown': c(null, null, false),
};

const NONE: StandardCodes = { jList: null, ospar: null, verified: false };

/** The codes of an item id (none, unverified, for an id without a row). */
export function standardCodes(itemId: string): StandardCodes {
  return STANDARD_CODES[itemId] ?? NONE;
}

/** The J-List codes the mapping uses, each once, in J-number order: the survey export's columns. */
export const J_LIST_COLUMNS: readonly string[] = [...new Set(Object.values(STANDARD_CODES).flatMap((s) => (s.jList ? [s.jList] : [])))].sort(
  (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
);
