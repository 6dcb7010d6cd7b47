import { Readable } from 'node:stream';
import type { LitterCounts } from '../../litter/contract';
import type { OpenDataPhoto } from '../../photos/contract';
import type { OpenTaskRecord } from '../../tasks/contract';
import { csvRecord } from '../../../shared/csv';
import { publicCoordinate } from '../../../shared/public-view';
import { OPEN_DATA_CSV_COLUMNS, OPEN_DATA_LICENSE, type OpenDataTaskProperties } from '../contract';

/** One task of an export, with its report photo when that is open data. */
export interface ExportRow {
  task: OpenTaskRecord;
  photo: OpenDataPhoto | null;
  /** Issue 24: the task's litter counts (none: no tags, or no litter module). */
  litter?: LitterCounts | null;
}

/** How an export writes itself: what comes before the rows, each row, what comes after. */
export interface ExportFormat {
  head: string;
  /** The row's text; `index` counts from 0 over the whole export. */
  record(row: ExportRow, index: number): string;
  tail: string;
}

/** A coordinate as every public channel shows it (src/shared/public-view.ts: 5 places, about a metre). */
export const roundCoordinate = publicCoordinate;

/** Counts as `id:count;id:count`, most first (`;` and `:` in a brand become spaces). */
export function countList(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, n]) => `${k.replace(/[;:]/g, ' ')}:${n}`)
    .join(';');
}

export function openProperties({ task: t, photo, litter }: ExportRow): OpenDataTaskProperties {
  return {
    task_id: t.id, report_id: t.reportId, status: t.status, waste_type: t.wasteType, priority: t.priority, reported_on: t.reportedOn, cleaned_on: t.cleanedOn,
    photo_url: photo?.url ?? null, photo_license: photo?.licence ?? null, photo_license_url: photo?.licenceUrl ?? null, photo_attribution: photo?.attribution ?? null,
    litter: { items: litter?.items ?? {}, brands: litter?.brands ?? {} },
  };
}

/**
 * RFC 7946 GeoJSON: a FeatureCollection of Point Features (`[longitude, latitude]`), each with the
 * task id as its `id`. The foreign members (RFC 7946 6.1 allows them) `license` (OPEN_DATA_LICENSE)
 * and `attribution` (the credit a reuser shows) come first and `features` last, so the text can be
 * written row by row, one feature a line.
 */
export function geoJsonFormat(attribution: string): ExportFormat {
  return {
    head: `{"type":"FeatureCollection","license":${JSON.stringify(OPEN_DATA_LICENSE)},"attribution":${JSON.stringify(attribution)},"features":[\n`,
    record: (row, index) =>
      (index === 0 ? '' : ',\n') +
      JSON.stringify({
        type: 'Feature',
        id: row.task.id,
        geometry: { type: 'Point', coordinates: [roundCoordinate(row.task.longitude), roundCoordinate(row.task.latitude)] },
        properties: openProperties(row),
      }),
    tail: '\n]}\n',
  };
}

/** RFC 4180 CSV with a header row (OPEN_DATA_CSV_COLUMNS). */
export function csvFormat(): ExportFormat {
  return {
    head: csvRecord(OPEN_DATA_CSV_COLUMNS),
    record: (row) => {
      const p = openProperties(row);
      return csvRecord([
        p.task_id, p.report_id, p.status, p.waste_type, p.priority, p.reported_on, p.cleaned_on, roundCoordinate(row.task.longitude), roundCoordinate(row.task.latitude),
        p.photo_url, p.photo_license, p.photo_license_url, p.photo_attribution, countList(p.litter.items), countList(p.litter.brands),
      ]);
    },
    tail: '',
  };
}

/** Bytes the stream holds before it stops asking for the next page (the socket's own buffer aside). */
export const EXPORT_HIGH_WATER_MARK = 64 * 1024;

/**
 * The export as a byte stream: the head, then page after page of rows, then the tail. `first` is the
 * first page (read before answering, so a database that fails at once gets its JSON error); `next`
 * reads the page after a task id. A page is read only when the reader has taken what came before
 * (Readable.from asks the generator for more only below the high-water mark), so a slow reader holds
 * the export, and memory stays at about one page whatever the number of tasks. A page shorter than
 * `pageSize` is the last. An error while reading a page destroys the stream (the answer breaks off:
 * its head was sent long ago).
 */
export function exportStream(format: ExportFormat, first: ExportRow[], next: (afterId: string) => Promise<ExportRow[]>, pageSize: number): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield format.head;
    let page = first;
    let index = 0;
    while (page.length > 0) {
      let text = '';
      for (const r of page) text += format.record(r, index++);
      yield text;
      if (page.length < pageSize) break;
      page = await next(page[page.length - 1]!.task.id);
    }
    if (format.tail) yield format.tail;
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: EXPORT_HIGH_WATER_MARK });
}
