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
  plastic: { en: 'Plastic', de: 'Kunststoff', nl: 'Kunststof' },
  glass: { en: 'Glass', de: 'Glas', nl: 'Glas' },
  metal: { en: 'Metal', de: 'Metall', nl: 'Metaal' },
  paper: { en: 'Paper', de: 'Papier', nl: 'Papier' },
  cardboard: { en: 'Cardboard', de: 'Pappe', nl: 'Karton' },
  textile: { en: 'Textile', de: 'Textil', nl: 'Textiel' },
  wood: { en: 'Wood', de: 'Holz', nl: 'Hout' },
  organic: { en: 'Organic', de: 'Organisch', nl: 'Organisch' },
  mixed: { en: 'Mixed', de: 'Gemischt', nl: 'Gemengd' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', nl: 'Roken' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', nl: 'Sigarettenpeuken' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', nl: 'Sigarettenpakje' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', nl: 'Aansteker' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', nl: 'E-sigaret of vape' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', nl: 'Vloeitjes' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', nl: 'Folie van pakjes' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', nl: 'Eten' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', nl: 'Voedselverpakking' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', nl: 'Afhaalbakje' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', nl: 'Chipszakje' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', nl: 'Snoeppapiertje' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', nl: 'Plastic bestek' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', nl: 'Servet' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', nl: 'Etensresten' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', nl: 'Pizzadoos' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', nl: 'Frisdrank' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', nl: 'Plastic fles' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', nl: 'Blikje' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', nl: 'Glazen fles' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', nl: 'Drinkpak' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', nl: 'Dop' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', nl: 'Rietje' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', nl: 'Flesetiket' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', nl: 'Alcohol' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', nl: 'Bierfles' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', nl: 'Bierblikje' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', nl: 'Wijnfles' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', nl: 'Fles sterkedrank' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', nl: 'Miniflesje' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', nl: 'Kroonkurk' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', nl: 'Glasscherven' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', nl: 'Sixpackring' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', nl: 'Koffie' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', nl: 'Koffiebeker' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', nl: 'Bekerdeksel' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', nl: 'Roerstaafje' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', nl: 'Suikerzakje' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', nl: 'Koffiecup' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', nl: 'Verpakking' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', nl: 'Plastic tas' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', nl: 'Papieren zak' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', nl: 'Kartonnen doos' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', nl: 'Plastic folie' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', nl: 'Piepschuim' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', nl: 'Tape of spanband' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', nl: 'Kassabon of flyer' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', nl: 'Hygiëne' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', nl: 'Mondkapje' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', nl: 'Papieren zakdoekje' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', nl: 'Vochtig doekje' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', nl: 'Luier' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', nl: 'Wegwerphandschoen' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', nl: 'Poepzakje' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', nl: 'Kauwgom' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', nl: 'Overig' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', nl: 'Grofvuil' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', nl: 'Kleding of schoenen' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', nl: 'Batterij' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', nl: 'Ballon' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', nl: 'Vuurwerkresten' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', nl: 'Speelgoed' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', nl: 'Band (auto of fiets)' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', nl: 'Elektronica' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', nl: 'Iets anders' }, 'mixed'),
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
