import * as yup from 'yup';
import {
  LITTER_BRAND_MAX,
  LITTER_COUNT_MAX,
  LITTER_TAGS_MAX,
  LITTER_TOTALS_MAX_RADIUS_KM,
  type LitterTag,
  type LitterTagDto,
  type LitterTotalsDto,
  type LitterUsageDto,
  type TaskTagsDto,
  type TaxonomyDto,
} from './contract';
import { CATEGORY_IDS, ITEM_IDS, MATERIALS, taxonomyItem } from './taxonomy';
import { LANGUAGES, type Language } from '../../shared/language';

/** Field messages (their German texts: i18n/errors.ts). */
export const LITTER_MESSAGES = {
  category: 'category must be a litter category',
  item: 'item must be a litter item of its category',
  material: 'material must be a litter material',
  brand: `brand must be at most ${LITTER_BRAND_MAX} characters`,
  count: `count must be a whole number from 1 to ${LITTER_COUNT_MAX}`,
  tooMany: `At most ${LITTER_TAGS_MAX} tags`,
  notJson: 'tags must be a JSON array of tags',
  latitude: 'latitude must be between -90 and 90',
  longitude: 'longitude must be between -180 and 180',
  radius: `radiusKm must be more than 0 and at most ${LITTER_TOTALS_MAX_RADIUS_KM}`,
  day: 'from and to must be dates (YYYY-MM-DD or an ISO time)',
  taskId: 'Task id must be a valid id',
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyToNull = (v: unknown) => (v === '' ? null : v);

/** One tag (contract's LitterTag): taxonomy ids, a trimmed free-text brand, a count 1..999. */
export const litterTagSchema: yup.ObjectSchema<LitterTag> = yup
  .object({
    category: yup.string().defined(LITTER_MESSAGES.category).oneOf([...CATEGORY_IDS], LITTER_MESSAGES.category),
    item: yup
      .string()
      .defined(LITTER_MESSAGES.item)
      .oneOf([...ITEM_IDS], LITTER_MESSAGES.item)
      .test('item-of-category', LITTER_MESSAGES.item, function (v) {
        return v === undefined || taxonomyItem(v)?.category === (this.parent as { category?: string }).category;
      }),
    material: yup.string().transform(emptyToNull).nullable().oneOf([...MATERIALS, null], LITTER_MESSAGES.material),
    brand: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim() || null : v))
      .nullable()
      .max(LITTER_BRAND_MAX, LITTER_MESSAGES.brand),
    count: yup.number().typeError(LITTER_MESSAGES.count).defined(LITTER_MESSAGES.count).integer(LITTER_MESSAGES.count).min(1, LITTER_MESSAGES.count).max(LITTER_COUNT_MAX, LITTER_MESSAGES.count),
  })
  .noUnknown('Unknown field');

/** The tags of one report or completion: at most LITTER_TAGS_MAX. */
export const litterTagsSchema = yup.array(litterTagSchema.defined()).max(LITTER_TAGS_MAX, LITTER_MESSAGES.tooMany);

/**
 * The multipart field `tags` of a report or a completion: JSON text of litterTagsSchema (absent or
 * empty: no tags). Bad JSON fails as `tags` with LITTER_MESSAGES.notJson.
 */
export const litterTagsFieldSchema = litterTagsSchema
  .transform((value: unknown, raw: unknown) => {
    if (typeof raw !== 'string') return value;
    if (raw.trim() === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  })
  .typeError(LITTER_MESSAGES.notJson)
  .meta({ jsonSchema: { type: 'string', description: 'Optional litter tags (issue 24): JSON text of an array of `{ category, item, material?, brand?, count }` (taxonomy ids from GET /api/litter/taxonomy; at most 50).' } });

/* Requests */

export const taskTagsParamsSchema = yup.object({ id: yup.string().required().matches(uuid, LITTER_MESSAGES.taskId) });

const dateParam = () =>
  yup
    .string()
    .transform((v: unknown) => (v === '' ? undefined : v))
    .test('date', LITTER_MESSAGES.day, (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))));

/** GET /api/litter/totals */
export const totalsQuerySchema = yup.object({
  latitude: yup.number().typeError(LITTER_MESSAGES.latitude).required(LITTER_MESSAGES.latitude).min(-90, LITTER_MESSAGES.latitude).max(90, LITTER_MESSAGES.latitude),
  longitude: yup.number().typeError(LITTER_MESSAGES.longitude).required(LITTER_MESSAGES.longitude).min(-180, LITTER_MESSAGES.longitude).max(180, LITTER_MESSAGES.longitude),
  radiusKm: yup.number().typeError(LITTER_MESSAGES.radius).required(LITTER_MESSAGES.radius).moreThan(0, LITTER_MESSAGES.radius).max(LITTER_TOTALS_MAX_RADIUS_KM, LITTER_MESSAGES.radius),
  from: dateParam(),
  to: dateParam(),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

/** A text in every offered language (built from LANGUAGES, so a language offered later is asked for here too). */
const labels = () => yup.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, yup.string().defined()])) as Record<Language, yup.StringSchema<string>>).defined();

export const taxonomySchema: yup.ObjectSchema<TaxonomyDto> = yup.object({
  categories: yup.array(yup.object({ id: yup.string().defined(), label: yup.string().defined(), labels: labels() }).defined()).defined(),
  items: yup
    .array(
      yup
        .object({
          id: yup.string().defined(),
          category: yup.string().defined(),
          label: yup.string().defined(),
          labels: labels(),
          material: yup.string().nullable().defined(),
          codes: yup.object({ jList: yup.string().nullable().defined(), ospar: yup.string().nullable().defined() }).defined(),
          codesVerified: yup.boolean().defined(),
        })
        .defined(),
    )
    .defined(),
  materials: yup.array(yup.object({ id: yup.string().defined(), label: yup.string().defined(), labels: labels() }).defined()).defined(),
  brands: yup.array(yup.string().defined()).defined(),
  codesVerified: yup.boolean().defined(),
  codesSources: yup.object({ jList: yup.string().defined(), ospar: yup.string().defined() }).defined(),
});

export const usageSchema: yup.ObjectSchema<LitterUsageDto> = yup.object({
  items: yup.array(yup.object({ item: yup.string().defined(), count: yup.number().defined() }).defined()).defined(),
});

const tagDtoSchema: yup.ObjectSchema<LitterTagDto> = yup.object({
  category: yup.string().defined(),
  item: yup.string().defined(),
  material: yup.string().nullable().defined(),
  brand: yup.string().nullable().defined(),
  count: yup.number().defined(),
});

export const taskTagsSchema: yup.ObjectSchema<TaskTagsDto> = yup.object({
  taskId: yup.string().defined(),
  report: yup.array(tagDtoSchema.defined()).defined(),
  completion: yup.array(tagDtoSchema.defined()).defined(),
});

/** Item and brand totals (also the impact page's `litter`). */
export const litterTotalsSchema = yup.object({
  items: yup.array(yup.object({ category: yup.string().defined(), item: yup.string().defined(), count: yup.number().defined() }).defined()).defined(),
  brands: yup.array(yup.object({ brand: yup.string().defined(), count: yup.number().defined() }).defined()).defined(),
});

export const totalsSchema: yup.ObjectSchema<LitterTotalsDto> = litterTotalsSchema.shape({
  area: yup.object({ latitude: yup.number().defined(), longitude: yup.number().defined(), radiusKm: yup.number().defined() }).defined(),
  period: yup.object({ from: yup.string().nullable().defined(), to: yup.string().nullable().defined() }).defined(),
});
