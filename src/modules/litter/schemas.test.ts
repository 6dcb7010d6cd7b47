import { describe, expect, it } from 'vitest';
import { LITTER_MESSAGES, litterTagSchema, litterTagsFieldSchema, litterTagsSchema, taxonomySchema, totalsQuerySchema } from './schemas';
import { LANGUAGES } from '../../shared/language';
import { BRANDS, CATEGORIES, ITEM_IDS, MATERIALS } from './taxonomy';

const tag = { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', count: 2 };
const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
};

describe('the litter taxonomy', () => {
  it('has the eight categories, 4 to 10 items each with ids under their category, unique ids and both languages', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(['smoking', 'food', 'soft_drinks', 'alcohol', 'coffee', 'packaging', 'sanitary', 'other']);
    for (const c of CATEGORIES) {
      expect(c.items.length).toBeGreaterThanOrEqual(4);
      expect(c.items.length).toBeLessThanOrEqual(10);
      for (const i of c.items) {
        expect(i.id.startsWith(`${c.id}.`)).toBe(true);
        expect(i.label.en && i.label.de).toBeTruthy();
      }
    }
    expect(new Set(ITEM_IDS).size).toBe(ITEM_IDS.length);
    expect(ITEM_IDS).toEqual(expect.arrayContaining(['smoking.butts', 'soft_drinks.plastic_bottle', 'alcohol.beer_can', 'food.wrapper', 'packaging.plastic_bag', 'sanitary.mask', 'other.large_item']));
    expect(MATERIALS).toHaveLength(9);
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BRANDS).size).toBe(BRANDS.length);
  });
});

describe('litter tag schemas', () => {
  it('takes a tag with taxonomy ids, trims the brand and makes an empty one null', async () => {
    expect(await litterTagSchema.validate({ ...tag, material: 'plastic', brand: '  Coca-Cola ' })).toEqual({ ...tag, material: 'plastic', brand: 'Coca-Cola' });
    expect(await litterTagSchema.validate({ ...tag, brand: '   ', material: '' })).toEqual({ ...tag, brand: null, material: null });
  });

  it('refuses unknown ids, an item of another category, bad counts and long brands', async () => {
    expect(await errorsOf(litterTagSchema, { ...tag, category: 'beer' })).toContain(LITTER_MESSAGES.category);
    expect(await errorsOf(litterTagSchema, { ...tag, item: 'smoking.butts' })).toContain(LITTER_MESSAGES.item);
    expect(await errorsOf(litterTagSchema, { ...tag, material: 'gold' })).toContain(LITTER_MESSAGES.material);
    for (const count of [0, 1000, 1.5, 'many']) expect(await errorsOf(litterTagSchema, { ...tag, count })).toContain(LITTER_MESSAGES.count);
    expect(await errorsOf(litterTagSchema, { ...tag, brand: 'x'.repeat(61) })).toContain(LITTER_MESSAGES.brand);
    // Unknown fields are dropped.
    expect(await litterTagSchema.validate({ ...tag, colour: 'red' })).toEqual(tag);
    expect(await errorsOf(litterTagSchema, { category: 'smoking', item: 'smoking.butts' })).toContain(LITTER_MESSAGES.count);
  });

  it('takes at most 50 tags', async () => {
    expect(await errorsOf(litterTagsSchema, Array.from({ length: 50 }, () => tag))).toEqual([]);
    expect(await errorsOf(litterTagsSchema, Array.from({ length: 51 }, () => tag))).toContain(LITTER_MESSAGES.tooMany);
  });

  it('reads the multipart field as JSON text; empty is none, bad JSON fails', async () => {
    expect(await litterTagsFieldSchema.validate(JSON.stringify([tag]))).toEqual([tag]);
    expect(await litterTagsFieldSchema.validate('')).toBeUndefined();
    expect(await litterTagsFieldSchema.validate(undefined)).toBeUndefined();
    expect(await litterTagsFieldSchema.validate([tag])).toEqual([tag]);
    expect(await errorsOf(litterTagsFieldSchema, '[{"category":')).toEqual([LITTER_MESSAGES.notJson]);
    expect(await errorsOf(litterTagsFieldSchema, '{"a":1}')).toEqual([LITTER_MESSAGES.notJson]);
  });

  it('checks the totals query', async () => {
    expect(await totalsQuerySchema.validate({ latitude: '51.3', longitude: '12.4', radiusKm: '2', from: '2026-01-01', to: '' })).toMatchObject({ latitude: 51.3, longitude: 12.4, radiusKm: 2, from: '2026-01-01' });
    expect(await errorsOf(totalsQuerySchema, { latitude: 91, longitude: 0, radiusKm: 0 })).toEqual(expect.arrayContaining([LITTER_MESSAGES.latitude, LITTER_MESSAGES.radius]));
    expect(await errorsOf(totalsQuerySchema, { latitude: 1, longitude: 1, radiusKm: 1, from: 'yesterday' })).toEqual([LITTER_MESSAGES.day]);
  });
});

describe('the taxonomy answer names every label in every offered language', () => {
  const labels = Object.fromEntries(LANGUAGES.map((lang) => [lang, `label ${lang}`]));
  const answer = (categoryLabels: Record<string, string>) => ({
    categories: [{ id: 'smoking', label: 'Smoking', labels: categoryLabels }],
    items: [],
    materials: [],
    brands: [],
    codesVerified: false,
    codesSources: { jList: 'x', ospar: 'y' },
  });

  it('accepts labels in all offered languages and asks for each one that is missing (the schema follows LANGUAGES)', async () => {
    expect(await errorsOf(taxonomySchema, answer(labels))).toEqual([]);
    for (const lang of LANGUAGES) {
      const { [lang]: _left, ...rest } = labels;
      expect(await errorsOf(taxonomySchema, answer(rest))).toEqual([`categories[0].labels.${lang} must be defined`]);
    }
  });
});
