import { describe, expect, it } from 'vitest';
import type { OpenDataPhoto } from '../../photos/contract';
import type { OpenTaskRecord } from '../../tasks/contract';
import { PHOTO_LICENCE } from '../../../shared/licences';
import { parseCsv } from '../../../../tests/support/csv';
import { OPEN_DATA_CSV_COLUMNS, openDataAttribution } from '../contract';
import { csvFormat, EXPORT_HIGH_WATER_MARK, exportStream, geoJsonFormat, roundCoordinate, type ExportRow } from './export';

const record = (n: number, over: Partial<OpenTaskRecord> = {}, photo: OpenDataPhoto | null = null): ExportRow => ({
  task: {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reportId: null,
    status: 'available',
    wasteType: 'plastic',
    priority: 'medium',
    latitude: 51.4812345678,
    longitude: -0.1234567,
    photoId: null,
    reportedOn: '2024-02-29',
    cleanedOn: null,
    ...over,
  },
  photo,
});

const PHOTO_ID = '30000000-0000-4000-8000-000000000001';
const photo: OpenDataPhoto = {
  photoId: PHOTO_ID,
  url: `https://cq.example/api/photos/${PHOTO_ID}`,
  thumbnailUrl: `https://cq.example/api/photos/${PHOTO_ID}/thumb`,
  licence: 'CC-BY-4.0',
  licenceName: PHOTO_LICENCE.name,
  licenceUrl: PHOTO_LICENCE.url,
  attribution: PHOTO_LICENCE.attribution,
};

const geoJson = () => geoJsonFormat(openDataAttribution('https://cq.example'));

/** The rows in pages of `size` by task id, recording which pages were asked for (the tasks module's keyset pages, from memory). */
function pages(rows: ExportRow[], size: number) {
  const asked: string[] = [];
  const next = async (afterId: string) => {
    asked.push(afterId);
    return rows.filter((r) => r.task.id > afterId).slice(0, size);
  };
  return { first: rows.slice(0, size), next, asked };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('open data formats', () => {
  it('rounds coordinates to 5 decimals, without -0', () => {
    expect(roundCoordinate(51.4812345678)).toBe(51.48123);
    expect(roundCoordinate(-0.1234567)).toBe(-0.12346);
    expect(Object.is(roundCoordinate(-0.000001), 0)).toBe(true);
  });

  it('writes an RFC 7946 FeatureCollection with longitude first, the licence, and a photo only with its licence', async () => {
    const rows = [record(1), record(2, { status: 'completed', cleanedOn: '2024-03-01', reportId: '10000000-0000-4000-8000-000000000000', photoId: PHOTO_ID }, photo)];
    const doc = JSON.parse(await text(exportStream(geoJson(), rows, async () => [], 10)));
    expect(doc.type).toBe('FeatureCollection');
    expect(doc.license).toEqual({ name: 'Open Data Commons Open Database License (ODbL) 1.0', spdx: 'ODbL-1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' });
    expect(doc.attribution).toBe('© CleanQuest contributors (https://cq.example), ODbL 1.0');
    expect(doc.features).toHaveLength(2);
    const id = rows[1]!.task.id;
    expect(doc.features[1]).toEqual({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [-0.12346, 51.48123] },
      properties: {
        task_id: id, report_id: '10000000-0000-4000-8000-000000000000', status: 'completed', waste_type: 'plastic', priority: 'medium', reported_on: '2024-02-29', cleaned_on: '2024-03-01',
        photo_url: photo.url, photo_license: 'CC-BY-4.0', photo_license_url: PHOTO_LICENCE.url, photo_attribution: PHOTO_LICENCE.attribution,
        litter: { items: {}, brands: {} },
      },
    });
    expect(doc.features[0].properties).toMatchObject({ photo_url: null, photo_license: null, photo_license_url: null, photo_attribution: null });
  });

  it('writes the same fields as CSV columns, quoting the credit line where it needs it', async () => {
    const rows = [record(1, { photoId: PHOTO_ID }, { ...photo, attribution: 'Photo: "CleanQuest", CC BY 4.0' })];
    const [header, row] = parseCsv(await text(exportStream(csvFormat(), rows, async () => [], 10)));
    expect(header).toEqual([...OPEN_DATA_CSV_COLUMNS]);
    expect(Object.fromEntries(header!.map((h, i) => [h, row![i]]))).toEqual({
      task_id: rows[0]!.task.id, report_id: '', status: 'available', waste_type: 'plastic', priority: 'medium', reported_on: '2024-02-29', cleaned_on: '',
      longitude: '-0.12346', latitude: '51.48123', photo_url: photo.url, photo_license: 'CC-BY-4.0', photo_license_url: PHOTO_LICENCE.url, photo_attribution: 'Photo: "CleanQuest", CC BY 4.0',
      litter_items: '', litter_brands: '',
    });
  });

  it('writes the litter counts per item and brand (issue 24): an object in GeoJSON, `id:count;id:count` in CSV, most first', async () => {
    const litter = { items: { 'soft_drinks.can': 2, 'smoking.butts': 40 }, brands: { 'Red Bull': 2, 'a;b:c': 1 } };
    const rows = [{ ...record(1), litter }];
    const doc = JSON.parse(await text(exportStream(geoJson(), rows, async () => [], 10)));
    expect(doc.features[0].properties.litter).toEqual(litter);
    const [header, row] = parseCsv(await text(exportStream(csvFormat(), rows, async () => [], 10)));
    expect(row![header!.indexOf('litter_items')]).toBe('smoking.butts:40;soft_drinks.can:2');
    expect(row![header!.indexOf('litter_brands')]).toBe('Red Bull:2;a b c:1');
  });

  it('writes an empty export as a valid document and a header row', async () => {
    expect(JSON.parse(await text(exportStream(geoJson(), [], async () => [], 10))).features).toEqual([]);
    expect(parseCsv(await text(exportStream(csvFormat(), [], async () => [], 10)))).toEqual([[...OPEN_DATA_CSV_COLUMNS]]);
  });

  it('reads page after page by the last id until a short page', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => record(i + 1));
    const p = pages(rows, 10);
    const csv = parseCsv(await text(exportStream(csvFormat(), p.first, p.next, 10)));
    expect(csv).toHaveLength(26);
    expect(csv.slice(1).map((r) => r[0])).toEqual(rows.map((r) => r.task.id));
    expect(p.asked).toEqual([rows[9]!.task.id, rows[19]!.task.id]);
    // A full last page: one more (empty) page ends it.
    const exact = pages(rows.slice(0, 20), 10);
    expect(parseCsv(await text(exportStream(csvFormat(), exact.first, exact.next, 10)))).toHaveLength(21);
    expect(exact.asked).toEqual([rows[9]!.task.id, rows[19]!.task.id]);
  });

  it('reads the next page only when the reader has taken what came before (backpressure)', async () => {
    // Pages of ~20 KB: the stream may hold its high-water mark (64 KB) and a page beyond it, no more.
    const rows = Array.from({ length: 20_000 }, (_, i) => record(i + 1));
    const p = pages(rows, 100);
    const stream = exportStream(geoJson(), p.first, p.next, 100);
    const pageBytes = Buffer.byteLength(geoJson().record(rows[1]!, 1)) * 100;
    stream.read(0); // start reading, as a pipe would
    await new Promise((r) => setTimeout(r, 50));
    const readAhead = p.asked.length;
    expect(readAhead * pageBytes).toBeLessThanOrEqual(EXPORT_HIGH_WATER_MARK + 2 * pageBytes);
    expect(readAhead).toBeLessThan(10);
    // Nothing more is read while nobody takes it.
    await new Promise((r) => setTimeout(r, 50));
    expect(p.asked.length).toBe(readAhead);
    // Taking it all reads every page.
    const doc = JSON.parse(await text(stream));
    expect(doc.features).toHaveLength(20_000);
    expect(p.asked).toHaveLength(200);
  });

  it('breaks off when a page cannot be read', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => record(i + 1));
    const stream = exportStream(csvFormat(), rows.slice(0, 10), async () => {
      throw new Error('database gone');
    }, 10);
    await expect(text(stream)).rejects.toThrow('database gone');
  });
});
