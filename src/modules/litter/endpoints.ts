/**
 * The litter module's HTTP contract (issue 24): every endpoint once, with its schemas. Other modules
 * may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { taskTagsParamsSchema, taskTagsSchema, taxonomySchema, totalsQuerySchema, totalsSchema, usageSchema } from './schemas';

export const litterTaxonomy = defineEndpoint('GET', '/litter/taxonomy', {
  summary: 'The litter taxonomy: categories, items (most tagged first), materials and common brands',
  description: 'Labels in the request’s language (`label`) and in English and German (`labels`). The ETag changes when the order of the items does.',
  access: 'public',
  response: taxonomySchema,
  etag: true,
});

export const litterUsage = defineEndpoint('GET', '/litter/usage', {
  summary: 'The items the caller tagged most, most first (the tagging chips’ order)',
  access: 'session',
  response: usageSchema,
});

export const taskLitterTags = defineEndpoint('GET', '/litter/tasks/:id/tags', {
  summary: 'The litter tags of a task: its report’s and its completion’s',
  description: 'Public, like the task. No people: only what was found.',
  access: 'public',
  params: taskTagsParamsSchema,
  response: taskTagsSchema,
});

export const litterTotals = defineEndpoint('GET', '/litter/totals', {
  summary: 'Item and brand totals of the litter tagged in an area (open data, CORS *)',
  description: 'Tags within `radiusKm` of the point, tagged from `from` (inclusive) to `to` (the end of that day when it is a date). At most 50 items and 50 brands, most counted first.',
  access: 'public',
  query: totalsQuerySchema,
  response: totalsSchema,
});
