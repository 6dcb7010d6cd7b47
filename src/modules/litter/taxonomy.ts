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
  plastic: { en: 'Plastic', de: 'Kunststoff', pl: 'Plastik' },
  glass: { en: 'Glass', de: 'Glas', pl: 'Szkło' },
  metal: { en: 'Metal', de: 'Metall', pl: 'Metal' },
  paper: { en: 'Paper', de: 'Papier', pl: 'Papier' },
  cardboard: { en: 'Cardboard', de: 'Pappe', pl: 'Tektura' },
  textile: { en: 'Textile', de: 'Textil', pl: 'Tkanina' },
  wood: { en: 'Wood', de: 'Holz', pl: 'Drewno' },
  organic: { en: 'Organic', de: 'Organisch', pl: 'Organiczne' },
  mixed: { en: 'Mixed', de: 'Gemischt', pl: 'Mieszane' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', pl: 'Palenie' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', pl: 'Niedopałki' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', pl: 'Paczka po papierosach' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', pl: 'Zapalniczka' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', pl: 'E-papieros lub vape' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', pl: 'Bibułki do papierosów' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', pl: 'Folia z paczki' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', pl: 'Jedzenie' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', pl: 'Opakowanie po jedzeniu' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', pl: 'Pudełko na wynos' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', pl: 'Paczka po chipsach' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', pl: 'Papierek po słodyczach' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', pl: 'Plastikowe sztućce' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', pl: 'Serwetka' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', pl: 'Resztki jedzenia' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', pl: 'Pudełko po pizzy' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', pl: 'Napoje' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', pl: 'Plastikowa butelka' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', pl: 'Puszka po napoju' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', pl: 'Szklana butelka' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', pl: 'Karton po napoju' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', pl: 'Nakrętka' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', pl: 'Słomka' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', pl: 'Etykieta butelki' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', pl: 'Alkohol' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', pl: 'Butelka po piwie' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', pl: 'Puszka po piwie' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', pl: 'Butelka po winie' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', pl: 'Butelka po wódce' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', pl: 'Małpka lub piersiówka' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', pl: 'Kapsel' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', pl: 'Potłuczone szkło' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', pl: 'Obręcz od zgrzewki' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', pl: 'Kawa' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', pl: 'Kubek po kawie' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', pl: 'Pokrywka kubka' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', pl: 'Mieszadełko' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', pl: 'Saszetka cukru' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', pl: 'Kapsułka po kawie' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', pl: 'Opakowania' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', pl: 'Plastikowa torba' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', pl: 'Papierowa torba' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', pl: 'Karton' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', pl: 'Folia plastikowa' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', pl: 'Styropian' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', pl: 'Taśma lub opaska' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', pl: 'Paragon lub ulotka' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', pl: 'Higiena' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', pl: 'Maseczka' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', pl: 'Chusteczka higieniczna' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', pl: 'Chusteczka nawilżana' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', pl: 'Pieluszka' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', pl: 'Rękawiczka jednorazowa' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', pl: 'Woreczek na psie odchody' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', pl: 'Guma do żucia' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', pl: 'Inne' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', pl: 'Odpady wielkogabarytowe' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', pl: 'Ubrania lub buty' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', pl: 'Bateria' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', pl: 'Balon' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', pl: 'Resztki fajerwerków' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', pl: 'Zabawka' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', pl: 'Opona' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', pl: 'Elektrośmieci' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', pl: 'Coś innego' }, 'mixed'),
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
