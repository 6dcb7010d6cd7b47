import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../../client/test-i18n';
import { addLazyTexts } from '../../../../client/lazy-texts';
import { emptyCharts, sampleCharts } from './fixtures';
import { axisLabel, brandsText, categoriesText, overTimeText } from './summaries';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import en from './texts.en.json';
import itTexts from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

function tIn(language: 'en' | 'de') {
  const i18n = createTestI18n(language);
  addLazyTexts(i18n, 'impact', { en, de, fr, es, it: itTexts, nl, pl, ar: en });
  return i18n.getFixedT(language, 'impact');
}
const NAMES: Record<string, Record<string, string>> = {
  en: { smoking: 'smoking', food: 'food', soft_drinks: 'soft drinks', packaging: 'packaging', other: 'other' },
  de: { smoking: 'Rauchen', food: 'Essen', soft_drinks: 'Softdrinks', packaging: 'Verpackung', other: 'Sonstiges' },
};

describe('litter chart summaries', () => {
  it('says the total, the busiest month and how the first month compares with the last, in English', () => {
    const text = overTimeText(sampleCharts(), tIn('en'), 'en');
    expect(text.summary).toBe('2,380 items in this period, the most in March 2027 (310). Items per month fell from 120 in May 2026 to 65 in May 2027.');
    expect(text.table.caption).toBe('Items tagged per month, May 11, 2026 to May 10, 2027');
    expect(text.table.headers).toEqual(['Month', 'Items']);
    expect(text.table.rows[0]).toEqual(['May 2026', '120']);
    expect(text.table.rows).toHaveLength(13);
  });

  it('says it in German with German numbers, dates and prepositions', () => {
    const text = overTimeText(sampleCharts({ series: [{ start: '2027-04-05', count: 1200 }, { start: '2027-04-12', count: 3100 }], bucket: 'week', total: 4300 }), tIn('de'), 'de');
    expect(text.summary).toBe('4.300 Teile in diesem Zeitraum, die meisten in der Woche ab 12.04.2027 (3.100). Die Teile pro Woche stiegen von 1.200 in der Woche ab 05.04.2027 auf 3.100 in der Woche ab 12.04.2027.');
    expect(text.table.headers).toEqual(['Woche ab', 'Teile']);
    expect(overTimeText(sampleCharts({ series: [{ start: '2026-01-01', count: 5 }], bucket: 'year', total: 5 }), tIn('de'), 'de').summary).toBe('5 Teile in diesem Zeitraum, die meisten im Jahr 2026 (5).');
  });

  it('names the largest category with its count and share, then the next one', () => {
    const en = categoriesText(sampleCharts(), (id) => NAMES.en![id]!, tIn('en'), 'en');
    expect(en.summary).toBe('Most items were smoking (1,020, 43%). Next came food (640, 27%).');
    expect(en.table).toEqual({
      caption: 'Items per category, May 11, 2026 to May 10, 2027',
      headers: ['Category', 'Items', 'Share'],
      rows: [
        ['smoking', '1,020', '43%'],
        ['food', '640', '27%'],
        ['soft drinks', '410', '17%'],
        ['packaging', '290', '12%'],
        ['other', '20', '1%'],
      ],
    });
    expect(categoriesText(sampleCharts(), (id) => NAMES.de![id]!, tIn('de'), 'de').summary).toBe('Die meisten Teile waren Rauchen (1.020, 43\u00a0%). Danach kam Essen (640, 27\u00a0%).');
  });

  it('names the brand found most, or says no brand was recorded', () => {
    expect(brandsText(sampleCharts(), tIn('en'), 'en').summary).toBe('The brand found most was Marlboro (210 items). Next came Coca-Cola (96).');
    expect(brandsText(sampleCharts({ brands: [{ brand: 'Red Bull', count: 1 }] }), tIn('en'), 'en').summary).toBe('The brand found most was Red Bull (1 item).');
    expect(brandsText(emptyCharts(), tIn('de'), 'de').summary).toBe('In diesem Zeitraum wurden keine Marken erfasst.');
  });

  it('says nothing was recorded when the period is empty', () => {
    expect(overTimeText(emptyCharts(), tIn('en'), 'en').summary).toBe('No litter recorded in this period yet.');
    expect(overTimeText(sampleCharts({ series: [{ start: '2027-04-01', count: 0 }, { start: '2027-05-01', count: 1 }], total: 1 }), tIn('en'), 'en').summary).toBe('1 item in this period, in May 2027. Items per month rose from 0 in April 2027 to 1 in May 2027.');
    expect(categoriesText(emptyCharts(), (id) => id, tIn('en'), 'en').summary).toBe('No litter recorded in this period yet.');
  });

  it('labels the axis briefly in the language', () => {
    expect(axisLabel('2027-04-01', 'month', 'en')).toBe('Apr 27');
    expect(axisLabel('2027-04-05', 'week', 'de')).toBe('5. Apr.');
    expect(axisLabel('2027-01-01', 'year', 'en')).toBe('2027');
  });
});

describe('chart texts', () => {
  const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
  it('German has every English key and no other', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
