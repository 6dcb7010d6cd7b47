/**
 * The litter taxonomy (issue 24): categories, the items in each (stable ids `<category>.<item>`, never
 * renamed: tags and open data keep them), materials and a list of brands often found in litter in
 * Germany. Labels in every offered language. Isomorphic data: no Node, no DOM. Brands are free text on a
 * tag; the list only helps the search.
 */
import type { Texts } from '../../shared/language';

/** A label in every offered language. */
export type Labels = Texts;

export interface TaxonomyItemDef {
  id: string;
  label: Labels;
  /** The material such an item usually is (the form's default). */
  material?: MaterialId;
}

export interface TaxonomyCategoryDef {
  id: string;
  label: Labels;
  items: readonly TaxonomyItemDef[];
}

export const MATERIALS = ['plastic', 'glass', 'metal', 'paper', 'cardboard', 'textile', 'wood', 'organic', 'mixed'] as const;
export type MaterialId = (typeof MATERIALS)[number];

export const MATERIAL_LABELS: Record<MaterialId, Labels> = {
  plastic: { en: 'Plastic', de: 'Kunststoff' },
  glass: { en: 'Glass', de: 'Glas' },
  metal: { en: 'Metal', de: 'Metall' },
  paper: { en: 'Paper', de: 'Papier' },
  cardboard: { en: 'Cardboard', de: 'Pappe' },
  textile: { en: 'Textile', de: 'Textil' },
  wood: { en: 'Wood', de: 'Holz' },
  organic: { en: 'Organic', de: 'Organisch' },
  mixed: { en: 'Mixed', de: 'Gemischt' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes' }, 'mixed'),
    ],
  },
];

/** Brands often found in litter in Germany (the brand field's search; any other text is fine too). */
export const BRANDS: readonly string[] = [
  'Coca-Cola', 'Pepsi', 'Fanta', 'Sprite', 'Red Bull', 'Monster', 'Capri-Sun', 'Volvic', 'Gerolsteiner', 'Vittel',
  'Marlboro', 'Lucky Strike', 'Camel', 'Pall Mall', 'L&M', 'Winston', 'Gauloises', 'JPS', 'West', 'Elfbar',
  "McDonald's", 'Burger King', 'KFC', 'Subway', 'Starbucks', 'Tchibo', 'Nespresso',
  'Haribo', 'Nestlé', 'Mars', 'Snickers', 'Milka', 'Ritter Sport', 'Kinder', 'Lay’s', 'Pringles', 'Funny-frisch',
  'Becks', 'Krombacher', 'Warsteiner', 'Bitburger', 'Heineken', 'Oettinger', 'Jägermeister', 'Berliner Kindl',
  'Lidl', 'Aldi', 'Rewe', 'Edeka', 'Penny', 'dm', 'Rossmann', 'Amazon',
];

export const CATEGORY_IDS: readonly string[] = CATEGORIES.map((c) => c.id);
export const ITEM_IDS: readonly string[] = CATEGORIES.flatMap((c) => c.items.map((i) => i.id));

const ITEMS_BY_ID = new Map(CATEGORIES.flatMap((c) => c.items.map((i) => [i.id, { ...i, category: c.id }] as const)));

/** The item with its category, or undefined for an unknown id. */
export function taxonomyItem(id: string): (TaxonomyItemDef & { category: string }) | undefined {
  return ITEMS_BY_ID.get(id);
}
