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
  plastic: { en: 'Plastic', de: 'Kunststoff', it: 'Plastica' },
  glass: { en: 'Glass', de: 'Glas', it: 'Vetro' },
  metal: { en: 'Metal', de: 'Metall', it: 'Metallo' },
  paper: { en: 'Paper', de: 'Papier', it: 'Carta' },
  cardboard: { en: 'Cardboard', de: 'Pappe', it: 'Cartone' },
  textile: { en: 'Textile', de: 'Textil', it: 'Tessuto' },
  wood: { en: 'Wood', de: 'Holz', it: 'Legno' },
  organic: { en: 'Organic', de: 'Organisch', it: 'Organico' },
  mixed: { en: 'Mixed', de: 'Gemischt', it: 'Misto' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', it: 'Fumo' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', it: 'Mozziconi di sigaretta' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', it: 'Pacchetto di sigarette' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', it: 'Accendino' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', it: 'Sigaretta elettronica o vape' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', it: 'Cartine' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', it: 'Cellophane del pacchetto' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', it: 'Cibo' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', it: 'Involucro alimentare' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', it: 'Contenitore da asporto' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', it: 'Sacchetto di patatine' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', it: 'Incarto di caramelle' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', it: 'Posate di plastica' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', it: 'Tovagliolo' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', it: 'Avanzi di cibo' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', it: 'Cartone della pizza' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', it: 'Bibite' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', it: 'Bottiglia di plastica' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', it: 'Lattina' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', it: 'Bottiglia di vetro' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', it: 'Cartone per bevande' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', it: 'Tappo di bottiglia' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', it: 'Cannuccia' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', it: 'Etichetta di bottiglia' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', it: 'Alcolici' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', it: 'Bottiglia di birra' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', it: 'Lattina di birra' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', it: 'Bottiglia di vino' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', it: 'Bottiglia di superalcolico' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', it: 'Fiaschetta o mignon' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', it: 'Tappo a corona' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', it: 'Vetri rotti' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', it: 'Anelli di plastica per lattine' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', it: 'Caffè' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', it: 'Bicchiere da caffè' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', it: 'Coperchio del bicchiere' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', it: 'Palettina' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', it: 'Bustina di zucchero' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', it: 'Capsula di caffè' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', it: 'Imballaggi' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', it: 'Sacchetto di plastica' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', it: 'Sacchetto di carta' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', it: 'Scatola di cartone' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', it: 'Pellicola di plastica' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', it: 'Polistirolo' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', it: 'Nastro adesivo o reggetta' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', it: 'Scontrino o volantino' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', it: 'Igiene' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', it: 'Mascherina' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', it: 'Fazzoletto' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', it: 'Salvietta umidificata' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', it: 'Pannolino' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', it: 'Guanto monouso' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', it: 'Sacchetto per deiezioni canine' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', it: 'Gomma da masticare' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', it: 'Altro' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', it: 'Rifiuto ingombrante' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', it: 'Vestiti o scarpe' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', it: 'Batteria' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', it: 'Palloncino' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', it: 'Residui di fuochi d\'artificio' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', it: 'Giocattolo' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', it: 'Pneumatico' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', it: 'Rifiuti elettronici' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', it: 'Qualcos\'altro' }, 'mixed'),
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
