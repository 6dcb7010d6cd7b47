import type { TaxonomyDto } from '../contract';
import { BRANDS, CATEGORIES, MATERIAL_LABELS, MATERIALS } from '../taxonomy';

/** The taxonomy as GET /api/litter/taxonomy answers it in English with nothing tagged yet (tests and stories). */
export function sampleTaxonomy(): TaxonomyDto {
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, label: c.label.en, labels: c.label })),
    items: CATEGORIES.flatMap((c) => c.items.map((i) => ({ id: i.id, category: c.id, label: i.label.en, labels: i.label, material: i.material ?? null }))),
    materials: MATERIALS.map((m) => ({ id: m, label: MATERIAL_LABELS[m].en, labels: MATERIAL_LABELS[m] })),
    brands: [...BRANDS],
  };
}
