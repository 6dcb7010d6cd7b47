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
  plastic: { en: 'Plastic', de: 'Kunststoff', ar: 'بلاستيك' },
  glass: { en: 'Glass', de: 'Glas', ar: 'زجاج' },
  metal: { en: 'Metal', de: 'Metall', ar: 'معدن' },
  paper: { en: 'Paper', de: 'Papier', ar: 'ورق' },
  cardboard: { en: 'Cardboard', de: 'Pappe', ar: 'كرتون' },
  textile: { en: 'Textile', de: 'Textil', ar: 'نسيج' },
  wood: { en: 'Wood', de: 'Holz', ar: 'خشب' },
  organic: { en: 'Organic', de: 'Organisch', ar: 'عضوي' },
  mixed: { en: 'Mixed', de: 'Gemischt', ar: 'مختلط' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', ar: 'التدخين' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', ar: 'أعقاب السجائر' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', ar: 'علبة سجائر' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', ar: 'ولّاعة' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', ar: 'سيجارة إلكترونية' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', ar: 'أوراق لف السجائر' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', ar: 'غلاف العلبة' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', ar: 'الطعام' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', ar: 'غلاف طعام' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', ar: 'علبة طعام جاهز' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', ar: 'كيس رقائق بطاطس' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', ar: 'غلاف حلوى' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', ar: 'أدوات مائدة بلاستيكية' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', ar: 'منديل مائدة' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', ar: 'بقايا طعام' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', ar: 'علبة بيتزا' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', ar: 'المشروبات الغازية والعصائر' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', ar: 'زجاجة بلاستيكية' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', ar: 'علبة مشروب معدنية' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', ar: 'زجاجة زجاجية' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', ar: 'علبة مشروب كرتونية' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', ar: 'غطاء زجاجة' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', ar: 'مصّاصة' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', ar: 'ملصق زجاجة' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', ar: 'الكحول' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', ar: 'زجاجة بيرة' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', ar: 'علبة بيرة' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', ar: 'زجاجة نبيذ' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', ar: 'زجاجة مشروبات روحية' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', ar: 'زجاجة صغيرة' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', ar: 'سدادة زجاجة' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', ar: 'زجاج مكسور' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', ar: 'حلقات عبوة سداسية' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', ar: 'القهوة' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', ar: 'كوب قهوة' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', ar: 'غطاء كوب' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', ar: 'عصا تقليب' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', ar: 'كيس سكر' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', ar: 'كبسولة قهوة' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', ar: 'التغليف' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', ar: 'كيس بلاستيكي' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', ar: 'كيس ورقي' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', ar: 'صندوق كرتون' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', ar: 'غشاء بلاستيكي' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', ar: 'بوليسترين (فلّين)' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', ar: 'شريط لاصق أو رباط' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', ar: 'إيصال أو منشور' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', ar: 'المستلزمات الصحية' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', ar: 'كمامة' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', ar: 'منديل ورقي' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', ar: 'منديل مبلل' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', ar: 'حفاض' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', ar: 'قفاز للاستعمال مرة واحدة' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', ar: 'كيس فضلات الكلاب' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', ar: 'علكة' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', ar: 'أخرى' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', ar: 'غرض كبير' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', ar: 'ملابس أو أحذية' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', ar: 'بطارية' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', ar: 'بالون' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', ar: 'ألعاب نارية' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', ar: 'لعبة' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', ar: 'إطار' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', ar: 'أجهزة إلكترونية' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', ar: 'شيء آخر' }, 'mixed'),
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
