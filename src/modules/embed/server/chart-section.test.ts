import { describe, expect, it } from 'vitest';
import { categoriesChartSection } from './chart-section';

const period = { from: new Date('2026-05-11T12:00:00Z'), to: new Date('2027-05-11T12:00:00Z') };
const rows = [
  { name: 'Smoking', count: 65 },
  { name: 'Soft drinks <&>', count: 12 },
  { name: 'Alcohol', count: 8 },
];

describe('the embed’s categories chart (issue 40)', () => {
  it('says what it shows, draws hidden bars and gives the table behind a native toggle', () => {
    const html = categoriesChartSection(rows, period, 'en');
    expect(html).toContain('<h2 id="cq-chart-heading">Litter found here</h2>');
    expect(html).toContain('<p>In the last 12 months, most items were Smoking (65, 76%). Next came Soft drinks &lt;&amp;&gt; (12).</p>');
    expect(html).toMatch(/<svg class="cq-chart-bars" viewBox="0 0 320 66" aria-hidden="true" focusable="false">/);
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('<details><summary>Show as table</summary><table><caption>Items per category, 11 May 2026 to 11 May 2027</caption>');
    expect(html).toContain('<thead><tr><th scope="col">Category</th><th scope="col">Items</th><th scope="col">Share</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row">Soft drinks &lt;&amp;&gt;</th><td>12</td><td>14%</td></tr>');
    // Names never become markup.
    expect(html).not.toContain('<&>');
  });

  it('speaks German with German numbers', () => {
    const html = categoriesChartSection([{ name: 'Rauchen', count: 1200 }], period, 'de');
    expect(html).toContain('Hier gefundener Müll');
    expect(html).toContain('In den letzten 12 Monaten waren die meisten Teile Rauchen (1.200, 100\u00a0%).');
    expect(html).toContain('<summary>Als Tabelle zeigen</summary>');
    expect(html).toContain('Teile pro Kategorie, 11. Mai 2026 bis 11. Mai 2027');
  });

  it('draws at most five bars, and says so when nothing was recorded', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ name: `c${i}`, count: 10 - i }));
    const html = categoriesChartSection(many, period, 'en');
    expect(html.match(/<rect /g)).toHaveLength(5);
    expect(html.match(/<th scope="row">/g)).toHaveLength(8);
    expect(categoriesChartSection([], period, 'en')).toBe('<section class="cq-chart" aria-labelledby="cq-chart-heading"><h2 id="cq-chart-heading">Litter found here</h2><p>No litter recorded in this period yet.</p></section>');
  });
});
