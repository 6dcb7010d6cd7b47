import type { TaxonomyDto } from '../contract';
import { STANDARD_CODES_SOURCES, standardCodes } from '../standard-codes';
import { BRANDS, CATEGORIES, MATERIAL_LABELS, MATERIALS } from '../taxonomy';

/** The taxonomy as GET /api/litter/taxonomy answers it in English with nothing tagged yet (tests and stories). */
export function sampleTaxonomy(): TaxonomyDto {
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, label: c.label.en, labels: c.label })),
    items: CATEGORIES.flatMap((c) =>
      c.items.map((i) => {
        const codes = standardCodes(i.id);
        return { id: i.id, category: c.id, label: i.label.en, labels: i.label, material: i.material ?? null, codes: { jList: codes.jList, ospar: codes.ospar }, codesVerified: codes.verified };
      }),
    ),
    materials: MATERIALS.map((m) => ({ id: m, label: MATERIAL_LABELS[m].en, labels: MATERIAL_LABELS[m] })),
    brands: [...BRANDS],
    codesVerified: false,
    codesSources: { ...STANDARD_CODES_SOURCES },
  };
}
