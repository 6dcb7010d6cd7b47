/**
 * The litter taxonomy (issue 24): categories, the items in each (stable ids `<category>.<item>`, never
 * renamed: tags and open data keep them), materials and a list of brands often found in litter in
 * Germany. Labels in English and German. Isomorphic data: no Node, no DOM. Brands are free text on a
 * tag; the list only helps the search.
 */

export interface Labels {
  en: string;
  de: string;
}

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

const item = (id: string, en: string, de: string, material?: MaterialId): TaxonomyItemDef => ({ id, label: { en, de }, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen' },
    items: [
      item('smoking.butts', 'Cigarette butts', 'Zigarettenstummel', 'mixed'),
      item('smoking.packet', 'Cigarette packet', 'Zigarettenschachtel', 'cardboard'),
      item('smoking.lighter', 'Lighter', 'Feuerzeug', 'plastic'),
      item('smoking.vape', 'E-cigarette or vape', 'E-Zigarette oder Vape', 'mixed'),
      item('smoking.rolling_papers', 'Rolling papers', 'Zigarettenpapier', 'paper'),
      item('smoking.cellophane', 'Packet wrapping', 'Schachtelfolie', 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen' },
    items: [
      item('food.wrapper', 'Food wrapper', 'Lebensmittelverpackung', 'plastic'),
      item('food.takeaway_box', 'Takeaway box', 'Essensbox zum Mitnehmen', 'mixed'),
      item('food.crisp_packet', 'Crisp packet', 'Chipstüte', 'plastic'),
      item('food.sweet_wrapper', 'Sweet wrapper', 'Süßigkeitenpapier', 'plastic'),
      item('food.plastic_cutlery', 'Plastic cutlery', 'Plastikbesteck', 'plastic'),
      item('food.napkin', 'Napkin', 'Serviette', 'paper'),
      item('food.leftovers', 'Food leftovers', 'Essensreste', 'organic'),
      item('food.pizza_box', 'Pizza box', 'Pizzakarton', 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks' },
    items: [
      item('soft_drinks.plastic_bottle', 'Plastic bottle', 'Plastikflasche', 'plastic'),
      item('soft_drinks.can', 'Drinks can', 'Getränkedose', 'metal'),
      item('soft_drinks.glass_bottle', 'Glass bottle', 'Glasflasche', 'glass'),
      item('soft_drinks.carton', 'Drinks carton', 'Getränkekarton', 'mixed'),
      item('soft_drinks.bottle_cap', 'Bottle cap', 'Flaschendeckel', 'plastic'),
      item('soft_drinks.straw', 'Straw', 'Trinkhalm', 'plastic'),
      item('soft_drinks.label', 'Bottle label', 'Flaschenetikett', 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol' },
    items: [
      item('alcohol.beer_bottle', 'Beer bottle', 'Bierflasche', 'glass'),
      item('alcohol.beer_can', 'Beer can', 'Bierdose', 'metal'),
      item('alcohol.wine_bottle', 'Wine bottle', 'Weinflasche', 'glass'),
      item('alcohol.spirits_bottle', 'Spirits bottle', 'Spirituosenflasche', 'glass'),
      item('alcohol.small_bottle', 'Miniature bottle', 'Flachmann oder Miniflasche', 'glass'),
      item('alcohol.bottle_top', 'Bottle top', 'Kronkorken', 'metal'),
      item('alcohol.broken_glass', 'Broken glass', 'Glasscherben', 'glass'),
      item('alcohol.six_pack_ring', 'Six-pack ring', 'Sixpack-Ring', 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee' },
    items: [
      item('coffee.cup', 'Coffee cup', 'Kaffeebecher', 'paper'),
      item('coffee.lid', 'Cup lid', 'Becherdeckel', 'plastic'),
      item('coffee.stirrer', 'Stirrer', 'Rührstäbchen', 'wood'),
      item('coffee.sugar_sachet', 'Sugar sachet', 'Zuckertütchen', 'paper'),
      item('coffee.capsule', 'Coffee capsule', 'Kaffeekapsel', 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung' },
    items: [
      item('packaging.plastic_bag', 'Plastic bag', 'Plastiktüte', 'plastic'),
      item('packaging.paper_bag', 'Paper bag', 'Papiertüte', 'paper'),
      item('packaging.cardboard_box', 'Cardboard box', 'Karton', 'cardboard'),
      item('packaging.plastic_film', 'Plastic film', 'Plastikfolie', 'plastic'),
      item('packaging.polystyrene', 'Polystyrene', 'Styropor', 'plastic'),
      item('packaging.tape', 'Tape or strap', 'Klebeband oder Umreifungsband', 'plastic'),
      item('packaging.receipt', 'Receipt or flyer', 'Kassenbon oder Flyer', 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene' },
    items: [
      item('sanitary.mask', 'Face mask', 'Mund-Nasen-Schutz', 'textile'),
      item('sanitary.tissue', 'Tissue', 'Taschentuch', 'paper'),
      item('sanitary.wet_wipe', 'Wet wipe', 'Feuchttuch', 'textile'),
      item('sanitary.nappy', 'Nappy', 'Windel', 'mixed'),
      item('sanitary.glove', 'Disposable glove', 'Einweghandschuh', 'plastic'),
      item('sanitary.dog_waste_bag', 'Dog waste bag', 'Hundekotbeutel', 'plastic'),
      item('sanitary.chewing_gum', 'Chewing gum', 'Kaugummi', 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges' },
    items: [
      item('other.large_item', 'Large item', 'Sperrmüll', 'mixed'),
      item('other.clothing', 'Clothing or shoes', 'Kleidung oder Schuhe', 'textile'),
      item('other.battery', 'Battery', 'Batterie', 'metal'),
      item('other.balloon', 'Balloon', 'Luftballon', 'plastic'),
      item('other.fireworks', 'Fireworks', 'Feuerwerksreste', 'mixed'),
      item('other.toy', 'Toy', 'Spielzeug', 'plastic'),
      item('other.tyre', 'Tyre', 'Reifen', 'mixed'),
      item('other.electronics', 'Electronics', 'Elektroschrott', 'mixed'),
      item('other.unknown', 'Something else', 'Etwas anderes', 'mixed'),
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
