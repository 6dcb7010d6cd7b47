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
  plastic: { en: 'Plastic', de: 'Kunststoff', fr: 'Plastique' },
  glass: { en: 'Glass', de: 'Glas', fr: 'Verre' },
  metal: { en: 'Metal', de: 'Metall', fr: 'Métal' },
  paper: { en: 'Paper', de: 'Papier', fr: 'Papier' },
  cardboard: { en: 'Cardboard', de: 'Pappe', fr: 'Carton' },
  textile: { en: 'Textile', de: 'Textil', fr: 'Textile' },
  wood: { en: 'Wood', de: 'Holz', fr: 'Bois' },
  organic: { en: 'Organic', de: 'Organisch', fr: 'Organique' },
  mixed: { en: 'Mixed', de: 'Gemischt', fr: 'Mixte' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', fr: 'Tabac' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', fr: 'Mégots' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', fr: 'Paquet de cigarettes' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', fr: 'Briquet' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', fr: 'Cigarette électronique ou vapoteuse' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', fr: 'Feuilles à rouler' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', fr: 'Emballage de paquet' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', fr: 'Alimentation' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', fr: 'Emballage alimentaire' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', fr: 'Boîte à emporter' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', fr: 'Paquet de chips' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', fr: 'Papier de bonbon' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', fr: 'Couverts en plastique' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', fr: 'Serviette' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', fr: 'Restes de nourriture' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', fr: 'Boîte à pizza' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', fr: 'Boissons sans alcool' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', fr: 'Bouteille en plastique' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', fr: 'Canette' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', fr: 'Bouteille en verre' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', fr: 'Brique de boisson' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', fr: 'Bouchon de bouteille' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', fr: 'Paille' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', fr: 'Étiquette de bouteille' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', fr: 'Alcool' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', fr: 'Bouteille de bière' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', fr: 'Canette de bière' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', fr: 'Bouteille de vin' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', fr: 'Bouteille de spiritueux' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', fr: 'Mignonnette ou flasque' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', fr: 'Capsule' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', fr: 'Verre cassé' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', fr: 'Anneau de pack de canettes' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', fr: 'Café' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', fr: 'Gobelet à café' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', fr: 'Couvercle de gobelet' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', fr: 'Touillette' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', fr: 'Sachet de sucre' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', fr: 'Capsule de café' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', fr: 'Emballages' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', fr: 'Sac en plastique' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', fr: 'Sac en papier' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', fr: 'Boîte en carton' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', fr: 'Film plastique' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', fr: 'Polystyrène' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', fr: 'Ruban adhésif ou feuillard' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', fr: 'Ticket de caisse ou prospectus' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', fr: 'Hygiène' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', fr: 'Masque' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', fr: 'Mouchoir' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', fr: 'Lingette' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', fr: 'Couche' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', fr: 'Gant jetable' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', fr: 'Sac à crottes de chien' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', fr: 'Chewing-gum' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', fr: 'Divers' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', fr: 'Encombrant' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', fr: 'Vêtements ou chaussures' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', fr: 'Pile' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', fr: 'Ballon de baudruche' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', fr: "Restes de feux d'artifice" }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', fr: 'Jouet' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', fr: 'Pneu' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', fr: 'Appareils électroniques' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', fr: 'Autre chose' }, 'mixed'),
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
