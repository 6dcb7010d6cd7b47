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
  plastic: { en: 'Plastic', de: 'Kunststoff', fr: 'Plastique', es: 'Plástico', it: 'Plastica', nl: 'Kunststof', pl: 'Plastik', ar: 'بلاستيك' },
  glass: { en: 'Glass', de: 'Glas', fr: 'Verre', es: 'Vidrio', it: 'Vetro', nl: 'Glas', pl: 'Szkło', ar: 'زجاج' },
  metal: { en: 'Metal', de: 'Metall', fr: 'Métal', es: 'Metal', it: 'Metallo', nl: 'Metaal', pl: 'Metal', ar: 'معدن' },
  paper: { en: 'Paper', de: 'Papier', fr: 'Papier', es: 'Papel', it: 'Carta', nl: 'Papier', pl: 'Papier', ar: 'ورق' },
  cardboard: { en: 'Cardboard', de: 'Pappe', fr: 'Carton', es: 'Cartón', it: 'Cartone', nl: 'Karton', pl: 'Tektura', ar: 'كرتون' },
  textile: { en: 'Textile', de: 'Textil', fr: 'Textile', es: 'Textil', it: 'Tessuto', nl: 'Textiel', pl: 'Tkanina', ar: 'نسيج' },
  wood: { en: 'Wood', de: 'Holz', fr: 'Bois', es: 'Madera', it: 'Legno', nl: 'Hout', pl: 'Drewno', ar: 'خشب' },
  organic: { en: 'Organic', de: 'Organisch', fr: 'Organique', es: 'Orgánico', it: 'Organico', nl: 'Organisch', pl: 'Organiczne', ar: 'عضوي' },
  mixed: { en: 'Mixed', de: 'Gemischt', fr: 'Mixte', es: 'Mixto', it: 'Misto', nl: 'Gemengd', pl: 'Mieszane', ar: 'مختلط' },
};

const item = (id: string, label: Labels, material?: MaterialId): TaxonomyItemDef => ({ id, label, ...(material ? { material } : {}) });

export const CATEGORIES: readonly TaxonomyCategoryDef[] = [
  {
    id: 'smoking',
    label: { en: 'Smoking', de: 'Rauchen', fr: 'Tabac', es: 'Tabaco', it: 'Fumo', nl: 'Roken', pl: 'Palenie', ar: 'التدخين' },
    items: [
      item('smoking.butts', { en: 'Cigarette butts', de: 'Zigarettenstummel', fr: 'Mégots', es: 'Colillas', it: 'Mozziconi di sigaretta', nl: 'Sigarettenpeuken', pl: 'Niedopałki', ar: 'أعقاب السجائر' }, 'mixed'),
      item('smoking.packet', { en: 'Cigarette packet', de: 'Zigarettenschachtel', fr: 'Paquet de cigarettes', es: 'Cajetilla de tabaco', it: 'Pacchetto di sigarette', nl: 'Sigarettenpakje', pl: 'Paczka po papierosach', ar: 'علبة سجائر' }, 'cardboard'),
      item('smoking.lighter', { en: 'Lighter', de: 'Feuerzeug', fr: 'Briquet', es: 'Mechero', it: 'Accendino', nl: 'Aansteker', pl: 'Zapalniczka', ar: 'ولّاعة' }, 'plastic'),
      item('smoking.vape', { en: 'E-cigarette or vape', de: 'E-Zigarette oder Vape', fr: 'Cigarette électronique ou vapoteuse', es: 'Cigarrillo electrónico o vapeador', it: 'Sigaretta elettronica o vape', nl: 'E-sigaret of vape', pl: 'E-papieros lub vape', ar: 'سيجارة إلكترونية' }, 'mixed'),
      item('smoking.rolling_papers', { en: 'Rolling papers', de: 'Zigarettenpapier', fr: 'Feuilles à rouler', es: 'Papel de fumar', it: 'Cartine', nl: 'Vloeitjes', pl: 'Bibułki do papierosów', ar: 'أوراق لف السجائر' }, 'paper'),
      item('smoking.cellophane', { en: 'Packet wrapping', de: 'Schachtelfolie', fr: 'Emballage de paquet', es: 'Envoltorio de cajetilla', it: 'Cellophane del pacchetto', nl: 'Folie van pakjes', pl: 'Folia z paczki', ar: 'غلاف العلبة' }, 'plastic'),
    ],
  },
  {
    id: 'food',
    label: { en: 'Food', de: 'Essen', fr: 'Alimentation', es: 'Comida', it: 'Cibo', nl: 'Eten', pl: 'Jedzenie', ar: 'الطعام' },
    items: [
      item('food.wrapper', { en: 'Food wrapper', de: 'Lebensmittelverpackung', fr: 'Emballage alimentaire', es: 'Envoltorio de comida', it: 'Involucro alimentare', nl: 'Voedselverpakking', pl: 'Opakowanie po jedzeniu', ar: 'غلاف طعام' }, 'plastic'),
      item('food.takeaway_box', { en: 'Takeaway box', de: 'Essensbox zum Mitnehmen', fr: 'Boîte à emporter', es: 'Envase de comida para llevar', it: 'Contenitore da asporto', nl: 'Afhaalbakje', pl: 'Pudełko na wynos', ar: 'علبة طعام جاهز' }, 'mixed'),
      item('food.crisp_packet', { en: 'Crisp packet', de: 'Chipstüte', fr: 'Paquet de chips', es: 'Bolsa de patatas fritas', it: 'Sacchetto di patatine', nl: 'Chipszakje', pl: 'Paczka po chipsach', ar: 'كيس رقائق بطاطس' }, 'plastic'),
      item('food.sweet_wrapper', { en: 'Sweet wrapper', de: 'Süßigkeitenpapier', fr: 'Papier de bonbon', es: 'Envoltorio de golosina', it: 'Incarto di caramelle', nl: 'Snoeppapiertje', pl: 'Papierek po słodyczach', ar: 'غلاف حلوى' }, 'plastic'),
      item('food.plastic_cutlery', { en: 'Plastic cutlery', de: 'Plastikbesteck', fr: 'Couverts en plastique', es: 'Cubiertos de plástico', it: 'Posate di plastica', nl: 'Plastic bestek', pl: 'Plastikowe sztućce', ar: 'أدوات مائدة بلاستيكية' }, 'plastic'),
      item('food.napkin', { en: 'Napkin', de: 'Serviette', fr: 'Serviette', es: 'Servilleta', it: 'Tovagliolo', nl: 'Servet', pl: 'Serwetka', ar: 'منديل مائدة' }, 'paper'),
      item('food.leftovers', { en: 'Food leftovers', de: 'Essensreste', fr: 'Restes de nourriture', es: 'Restos de comida', it: 'Avanzi di cibo', nl: 'Etensresten', pl: 'Resztki jedzenia', ar: 'بقايا طعام' }, 'organic'),
      item('food.pizza_box', { en: 'Pizza box', de: 'Pizzakarton', fr: 'Boîte à pizza', es: 'Caja de pizza', it: 'Cartone della pizza', nl: 'Pizzadoos', pl: 'Pudełko po pizzy', ar: 'علبة بيتزا' }, 'cardboard'),
    ],
  },
  {
    id: 'soft_drinks',
    label: { en: 'Soft drinks', de: 'Softdrinks', fr: 'Boissons sans alcool', es: 'Refrescos', it: 'Bibite', nl: 'Frisdrank', pl: 'Napoje', ar: 'المشروبات الغازية والعصائر' },
    items: [
      item('soft_drinks.plastic_bottle', { en: 'Plastic bottle', de: 'Plastikflasche', fr: 'Bouteille en plastique', es: 'Botella de plástico', it: 'Bottiglia di plastica', nl: 'Plastic fles', pl: 'Plastikowa butelka', ar: 'زجاجة بلاستيكية' }, 'plastic'),
      item('soft_drinks.can', { en: 'Drinks can', de: 'Getränkedose', fr: 'Canette', es: 'Lata de bebida', it: 'Lattina', nl: 'Blikje', pl: 'Puszka po napoju', ar: 'علبة مشروب معدنية' }, 'metal'),
      item('soft_drinks.glass_bottle', { en: 'Glass bottle', de: 'Glasflasche', fr: 'Bouteille en verre', es: 'Botella de vidrio', it: 'Bottiglia di vetro', nl: 'Glazen fles', pl: 'Szklana butelka', ar: 'زجاجة زجاجية' }, 'glass'),
      item('soft_drinks.carton', { en: 'Drinks carton', de: 'Getränkekarton', fr: 'Brique de boisson', es: 'Brik de bebida', it: 'Cartone per bevande', nl: 'Drinkpak', pl: 'Karton po napoju', ar: 'علبة مشروب كرتونية' }, 'mixed'),
      item('soft_drinks.bottle_cap', { en: 'Bottle cap', de: 'Flaschendeckel', fr: 'Bouchon de bouteille', es: 'Tapón de botella', it: 'Tappo di bottiglia', nl: 'Dop', pl: 'Nakrętka', ar: 'غطاء زجاجة' }, 'plastic'),
      item('soft_drinks.straw', { en: 'Straw', de: 'Trinkhalm', fr: 'Paille', es: 'Pajita', it: 'Cannuccia', nl: 'Rietje', pl: 'Słomka', ar: 'مصّاصة' }, 'plastic'),
      item('soft_drinks.label', { en: 'Bottle label', de: 'Flaschenetikett', fr: 'Étiquette de bouteille', es: 'Etiqueta de botella', it: 'Etichetta di bottiglia', nl: 'Flesetiket', pl: 'Etykieta butelki', ar: 'ملصق زجاجة' }, 'plastic'),
    ],
  },
  {
    id: 'alcohol',
    label: { en: 'Alcohol', de: 'Alkohol', fr: 'Alcool', es: 'Alcohol', it: 'Alcolici', nl: 'Alcohol', pl: 'Alkohol', ar: 'الكحول' },
    items: [
      item('alcohol.beer_bottle', { en: 'Beer bottle', de: 'Bierflasche', fr: 'Bouteille de bière', es: 'Botella de cerveza', it: 'Bottiglia di birra', nl: 'Bierfles', pl: 'Butelka po piwie', ar: 'زجاجة بيرة' }, 'glass'),
      item('alcohol.beer_can', { en: 'Beer can', de: 'Bierdose', fr: 'Canette de bière', es: 'Lata de cerveza', it: 'Lattina di birra', nl: 'Bierblikje', pl: 'Puszka po piwie', ar: 'علبة بيرة' }, 'metal'),
      item('alcohol.wine_bottle', { en: 'Wine bottle', de: 'Weinflasche', fr: 'Bouteille de vin', es: 'Botella de vino', it: 'Bottiglia di vino', nl: 'Wijnfles', pl: 'Butelka po winie', ar: 'زجاجة نبيذ' }, 'glass'),
      item('alcohol.spirits_bottle', { en: 'Spirits bottle', de: 'Spirituosenflasche', fr: 'Bouteille de spiritueux', es: 'Botella de licor', it: 'Bottiglia di superalcolico', nl: 'Fles sterkedrank', pl: 'Butelka po wódce', ar: 'زجاجة مشروبات روحية' }, 'glass'),
      item('alcohol.small_bottle', { en: 'Miniature bottle', de: 'Flachmann oder Miniflasche', fr: 'Mignonnette ou flasque', es: 'Botellín de licor', it: 'Fiaschetta o mignon', nl: 'Miniflesje', pl: 'Małpka lub piersiówka', ar: 'زجاجة صغيرة' }, 'glass'),
      item('alcohol.bottle_top', { en: 'Bottle top', de: 'Kronkorken', fr: 'Capsule', es: 'Chapa', it: 'Tappo a corona', nl: 'Kroonkurk', pl: 'Kapsel', ar: 'سدادة زجاجة' }, 'metal'),
      item('alcohol.broken_glass', { en: 'Broken glass', de: 'Glasscherben', fr: 'Verre cassé', es: 'Cristales rotos', it: 'Vetri rotti', nl: 'Glasscherven', pl: 'Potłuczone szkło', ar: 'زجاج مكسور' }, 'glass'),
      item('alcohol.six_pack_ring', { en: 'Six-pack ring', de: 'Sixpack-Ring', fr: 'Anneau de pack de canettes', es: 'Anillas de pack de latas', it: 'Anelli di plastica per lattine', nl: 'Sixpackring', pl: 'Obręcz od zgrzewki', ar: 'حلقات عبوة سداسية' }, 'plastic'),
    ],
  },
  {
    id: 'coffee',
    label: { en: 'Coffee', de: 'Kaffee', fr: 'Café', es: 'Café', it: 'Caffè', nl: 'Koffie', pl: 'Kawa', ar: 'القهوة' },
    items: [
      item('coffee.cup', { en: 'Coffee cup', de: 'Kaffeebecher', fr: 'Gobelet à café', es: 'Vaso de café', it: 'Bicchiere da caffè', nl: 'Koffiebeker', pl: 'Kubek po kawie', ar: 'كوب قهوة' }, 'paper'),
      item('coffee.lid', { en: 'Cup lid', de: 'Becherdeckel', fr: 'Couvercle de gobelet', es: 'Tapa de vaso', it: 'Coperchio del bicchiere', nl: 'Bekerdeksel', pl: 'Pokrywka kubka', ar: 'غطاء كوب' }, 'plastic'),
      item('coffee.stirrer', { en: 'Stirrer', de: 'Rührstäbchen', fr: 'Touillette', es: 'Removedor', it: 'Palettina', nl: 'Roerstaafje', pl: 'Mieszadełko', ar: 'عصا تقليب' }, 'wood'),
      item('coffee.sugar_sachet', { en: 'Sugar sachet', de: 'Zuckertütchen', fr: 'Sachet de sucre', es: 'Sobre de azúcar', it: 'Bustina di zucchero', nl: 'Suikerzakje', pl: 'Saszetka cukru', ar: 'كيس سكر' }, 'paper'),
      item('coffee.capsule', { en: 'Coffee capsule', de: 'Kaffeekapsel', fr: 'Capsule de café', es: 'Cápsula de café', it: 'Capsula di caffè', nl: 'Koffiecup', pl: 'Kapsułka po kawie', ar: 'كبسولة قهوة' }, 'metal'),
    ],
  },
  {
    id: 'packaging',
    label: { en: 'Packaging', de: 'Verpackung', fr: 'Emballages', es: 'Envases y embalajes', it: 'Imballaggi', nl: 'Verpakking', pl: 'Opakowania', ar: 'التغليف' },
    items: [
      item('packaging.plastic_bag', { en: 'Plastic bag', de: 'Plastiktüte', fr: 'Sac en plastique', es: 'Bolsa de plástico', it: 'Sacchetto di plastica', nl: 'Plastic tas', pl: 'Plastikowa torba', ar: 'كيس بلاستيكي' }, 'plastic'),
      item('packaging.paper_bag', { en: 'Paper bag', de: 'Papiertüte', fr: 'Sac en papier', es: 'Bolsa de papel', it: 'Sacchetto di carta', nl: 'Papieren zak', pl: 'Papierowa torba', ar: 'كيس ورقي' }, 'paper'),
      item('packaging.cardboard_box', { en: 'Cardboard box', de: 'Karton', fr: 'Boîte en carton', es: 'Caja de cartón', it: 'Scatola di cartone', nl: 'Kartonnen doos', pl: 'Karton', ar: 'صندوق كرتون' }, 'cardboard'),
      item('packaging.plastic_film', { en: 'Plastic film', de: 'Plastikfolie', fr: 'Film plastique', es: 'Film de plástico', it: 'Pellicola di plastica', nl: 'Plastic folie', pl: 'Folia plastikowa', ar: 'غشاء بلاستيكي' }, 'plastic'),
      item('packaging.polystyrene', { en: 'Polystyrene', de: 'Styropor', fr: 'Polystyrène', es: 'Poliestireno (corcho blanco)', it: 'Polistirolo', nl: 'Piepschuim', pl: 'Styropian', ar: 'بوليسترين (فلّين)' }, 'plastic'),
      item('packaging.tape', { en: 'Tape or strap', de: 'Klebeband oder Umreifungsband', fr: 'Ruban adhésif ou feuillard', es: 'Cinta o fleje', it: 'Nastro adesivo o reggetta', nl: 'Tape of spanband', pl: 'Taśma lub opaska', ar: 'شريط لاصق أو رباط' }, 'plastic'),
      item('packaging.receipt', { en: 'Receipt or flyer', de: 'Kassenbon oder Flyer', fr: 'Ticket de caisse ou prospectus', es: 'Tique o folleto', it: 'Scontrino o volantino', nl: 'Kassabon of flyer', pl: 'Paragon lub ulotka', ar: 'إيصال أو منشور' }, 'paper'),
    ],
  },
  {
    id: 'sanitary',
    label: { en: 'Sanitary', de: 'Hygiene', fr: 'Hygiène', es: 'Higiene', it: 'Igiene', nl: 'Hygiëne', pl: 'Higiena', ar: 'المستلزمات الصحية' },
    items: [
      item('sanitary.mask', { en: 'Face mask', de: 'Mund-Nasen-Schutz', fr: 'Masque', es: 'Mascarilla', it: 'Mascherina', nl: 'Mondkapje', pl: 'Maseczka', ar: 'كمامة' }, 'textile'),
      item('sanitary.tissue', { en: 'Tissue', de: 'Taschentuch', fr: 'Mouchoir', es: 'Pañuelo de papel', it: 'Fazzoletto', nl: 'Papieren zakdoekje', pl: 'Chusteczka higieniczna', ar: 'منديل ورقي' }, 'paper'),
      item('sanitary.wet_wipe', { en: 'Wet wipe', de: 'Feuchttuch', fr: 'Lingette', es: 'Toallita húmeda', it: 'Salvietta umidificata', nl: 'Vochtig doekje', pl: 'Chusteczka nawilżana', ar: 'منديل مبلل' }, 'textile'),
      item('sanitary.nappy', { en: 'Nappy', de: 'Windel', fr: 'Couche', es: 'Pañal', it: 'Pannolino', nl: 'Luier', pl: 'Pieluszka', ar: 'حفاض' }, 'mixed'),
      item('sanitary.glove', { en: 'Disposable glove', de: 'Einweghandschuh', fr: 'Gant jetable', es: 'Guante desechable', it: 'Guanto monouso', nl: 'Wegwerphandschoen', pl: 'Rękawiczka jednorazowa', ar: 'قفاز للاستعمال مرة واحدة' }, 'plastic'),
      item('sanitary.dog_waste_bag', { en: 'Dog waste bag', de: 'Hundekotbeutel', fr: 'Sac à crottes de chien', es: 'Bolsa de excrementos de perro', it: 'Sacchetto per deiezioni canine', nl: 'Poepzakje', pl: 'Woreczek na psie odchody', ar: 'كيس فضلات الكلاب' }, 'plastic'),
      item('sanitary.chewing_gum', { en: 'Chewing gum', de: 'Kaugummi', fr: 'Chewing-gum', es: 'Chicle', it: 'Gomma da masticare', nl: 'Kauwgom', pl: 'Guma do żucia', ar: 'علكة' }, 'mixed'),
    ],
  },
  {
    id: 'other',
    label: { en: 'Other', de: 'Sonstiges', fr: 'Divers', es: 'Otros', it: 'Altro', nl: 'Overig', pl: 'Inne', ar: 'أخرى' },
    items: [
      item('other.large_item', { en: 'Large item', de: 'Sperrmüll', fr: 'Encombrant', es: 'Objeto voluminoso', it: 'Rifiuto ingombrante', nl: 'Grofvuil', pl: 'Odpady wielkogabarytowe', ar: 'غرض كبير' }, 'mixed'),
      item('other.clothing', { en: 'Clothing or shoes', de: 'Kleidung oder Schuhe', fr: 'Vêtements ou chaussures', es: 'Ropa o calzado', it: 'Vestiti o scarpe', nl: 'Kleding of schoenen', pl: 'Ubrania lub buty', ar: 'ملابس أو أحذية' }, 'textile'),
      item('other.battery', { en: 'Battery', de: 'Batterie', fr: 'Pile', es: 'Pila o batería', it: 'Batteria', nl: 'Batterij', pl: 'Bateria', ar: 'بطارية' }, 'metal'),
      item('other.balloon', { en: 'Balloon', de: 'Luftballon', fr: 'Ballon de baudruche', es: 'Globo', it: 'Palloncino', nl: 'Ballon', pl: 'Balon', ar: 'بالون' }, 'plastic'),
      item('other.fireworks', { en: 'Fireworks', de: 'Feuerwerksreste', fr: "Restes de feux d'artifice", es: 'Pirotecnia', it: 'Residui di fuochi d\'artificio', nl: 'Vuurwerkresten', pl: 'Resztki fajerwerków', ar: 'ألعاب نارية' }, 'mixed'),
      item('other.toy', { en: 'Toy', de: 'Spielzeug', fr: 'Jouet', es: 'Juguete', it: 'Giocattolo', nl: 'Speelgoed', pl: 'Zabawka', ar: 'لعبة' }, 'plastic'),
      item('other.tyre', { en: 'Tyre', de: 'Reifen', fr: 'Pneu', es: 'Neumático', it: 'Pneumatico', nl: 'Band (auto of fiets)', pl: 'Opona', ar: 'إطار عجلة' }, 'mixed'),
      item('other.electronics', { en: 'Electronics', de: 'Elektroschrott', fr: 'Appareils électroniques', es: 'Aparatos electrónicos', it: 'Rifiuti elettronici', nl: 'Elektronica', pl: 'Elektrośmieci', ar: 'أجهزة إلكترونية' }, 'mixed'),
      item('other.unknown', { en: 'Something else', de: 'Etwas anderes', fr: 'Autre chose', es: 'Otra cosa', it: 'Qualcos\'altro', nl: 'Iets anders', pl: 'Coś innego', ar: 'شيء آخر' }, 'mixed'),
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
