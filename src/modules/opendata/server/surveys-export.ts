import { Readable } from 'node:stream';
import { csvRecord } from '../../../shared/csv';
import { publicDay } from '../../../shared/public-view';
import { J_LIST_COLUMNS, standardCodes } from '../../litter/contract';
import type { OpenSurveyRecord } from '../../surveys/contract';
import { OPEN_DATA_LICENSE } from '../contract';
import { EXPORT_HIGH_WATER_MARK } from './export';

/** The column of the items without a J-List code (standard-codes.ts leaves their codes null). */
export const OTHER_ITEMS_COLUMN = 'other_items';

/** The survey CSV's columns: the survey, then one column per J-List code of the mapping, then the rest. */
export const SURVEY_CSV_COLUMNS = [
  'survey_id', 'kind', 'surveyed_on', 'duration_min', 'length_m', 'area_m2', 'people', 'longitude', 'latitude', 'unit', 'total',
  ...J_LIST_COLUMNS, OTHER_ITEMS_COLUMN,
] as const;

/** `per_100_m` for a transect, `per_100_m2` for an area: what the figures of a survey are counted per. */
export type SurveyUnit = 'per_100_m' | 'per_100_m2';

/** Three decimals: 40 pieces on 300 m are 13.333 per 100 m. */
const round = (x: number) => Math.round(x * 1000) / 1000 + 0;

/**
 * A survey's figures the way monitoring compares them (OSPAR counts per 100 m of coast): pieces per
 * 100 m of a transect or per 100 m² of an area, summed per J-List code (items sharing a code add up),
 * the items without a code under `other_items`; `total` is all pieces per unit. An empty survey is all
 * zeros.
 */
export function surveyFigures(s: OpenSurveyRecord): { unit: SurveyUnit; total: number; byCode: Record<string, number> } {
  const extent = s.kind === 'transect' ? (s.lengthM ?? 0) : (s.areaM2 ?? 0);
  const per = extent > 0 ? 100 / extent : 0;
  const byCode: Record<string, number> = Object.fromEntries([...J_LIST_COLUMNS, OTHER_ITEMS_COLUMN].map((c) => [c, 0]));
  let total = 0;
  for (const c of s.counts) {
    const code = standardCodes(c.item).jList ?? OTHER_ITEMS_COLUMN;
    byCode[code] = (byCode[code] ?? 0) + c.count;
    total += c.count;
  }
  for (const k of Object.keys(byCode)) byCode[k] = round(byCode[k]! * per);
  return { unit: s.kind === 'transect' ? 'per_100_m' : 'per_100_m2', total: round(total * per), byCode };
}

const durationMin = (s: OpenSurveyRecord) => Math.round((Date.parse(s.endedAt) - Date.parse(s.startedAt)) / 60_000);

/** One survey as a CSV record (SURVEY_CSV_COLUMNS); the day only, never the time of day. */
export function surveyCsvRecord(s: OpenSurveyRecord): string {
  const f = surveyFigures(s);
  return csvRecord([
    s.id, s.kind, publicDay(s.startedAt), durationMin(s), s.lengthM, s.areaM2, s.people, s.centre.longitude, s.centre.latitude, f.unit, f.total,
    ...J_LIST_COLUMNS.map((c) => f.byCode[c]), f.byCode[OTHER_ITEMS_COLUMN],
  ]);
}

/**
 * One survey as a GeoJSON Feature: its public route (a LineString without the first and last 100 m),
 * or, for a survey too short for one, its place as a Point (about a kilometre); the totals and the
 * figures per J-List code with a value above 0 as properties.
 */
export function surveyFeature(s: OpenSurveyRecord): string {
  const f = surveyFigures(s);
  const geometry = s.route ? s.route : { type: 'Point', coordinates: [s.centre.longitude, s.centre.latitude] };
  const figures = Object.fromEntries(Object.entries(f.byCode).filter(([, v]) => v > 0));
  return JSON.stringify({
    type: 'Feature',
    id: s.id,
    geometry,
    properties: {
      survey_id: s.id, kind: s.kind, surveyed_on: publicDay(s.startedAt), duration_min: durationMin(s), length_m: s.lengthM, area_m2: s.areaM2, people: s.people,
      unit: f.unit, total: f.total, pieces: s.counts.reduce((n, c) => n + c.count, 0), figures,
    },
  });
}

export type SurveyExportFormat = 'csv' | 'geojson';

/**
 * The survey export as a byte stream, page after page (by survey id) as the reader takes them: the
 * same flat memory as the task exports. `first` is read before answering (a failing database is a
 * JSON error); `next` reads the page after an id; a short page is the last.
 */
export function surveyExportStream(
  format: SurveyExportFormat,
  attribution: string,
  first: OpenSurveyRecord[],
  next: (afterId: string) => Promise<OpenSurveyRecord[]>,
  pageSize: number,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield format === 'csv'
      ? csvRecord(SURVEY_CSV_COLUMNS)
      : `{"type":"FeatureCollection","license":${JSON.stringify(OPEN_DATA_LICENSE)},"attribution":${JSON.stringify(attribution)},"features":[\n`;
    let page = first;
    let index = 0;
    while (page.length > 0) {
      let text = '';
      for (const s of page) text += format === 'csv' ? surveyCsvRecord(s) : (index++ === 0 ? '' : ',\n') + surveyFeature(s);
      yield text;
      if (page.length < pageSize) break;
      page = await next(page[page.length - 1]!.id);
    }
    if (format === 'geojson') yield '\n]}\n';
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: EXPORT_HIGH_WATER_MARK });
}
