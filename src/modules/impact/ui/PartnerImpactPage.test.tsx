// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PartnerDto } from '../../embed/contract';
import { sampleCharts, sampleSurveyCharts } from './charts/fixtures';
import { emptyImpact, PARTNER_ID, sampleImpact } from './fixtures';
import PartnerImpactLinks from './PartnerImpactLinks';
import PartnerImpactPage from './PartnerImpactPage';

const URL_BASE = `/api/partners/${PARTNER_ID}/impact`;
/** The page's own call (the taxonomy and the charts' data, litter and surveys, load beside it). */
const own = (u: string) => !u.startsWith('/api/litter/') && !u.startsWith(`${URL_BASE}/litter`) && !u.startsWith(`${URL_BASE}/surveys`);

function renderPage(path = `/partners/${PARTNER_ID}/impact`) {
  return renderWithProviders(
    <Routes>
      <Route path="/partners/:id/impact" element={<PartnerImpactPage />} />
    </Routes>,
    { route: path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('PartnerImpactPage', () => {
  it('shows the figures, the before/after pairs with alt texts, the hotspots and the CSV download of the area', async () => {
    const calls = stubFetch({ [`GET ${URL_BASE}`]: sampleImpact() });
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading the impact figures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impact of Green NGO' })).toBeTruthy();
    // The impact, and the litter taxonomy for the items' names (issue 24).
    expect(calls.map((c) => c.url).filter(own)).toEqual([URL_BASE]);
    expect(screen.getByText('Within 2.5 km of the partner’s centre, May 11, 2026 to May 10, 2027.')).toBeTruthy();

    const figures = screen.getByRole('region', { name: 'In numbers' });
    const terms = within(figures).getAllByRole('term').map((e) => e.textContent);
    const values = within(figures).getAllByRole('definition').map((e) => e.textContent);
    expect(terms).toEqual(['Reports', 'Cleanupsverified or approved', 'kg CO₂efrom 42 approved environmental actions']);
    expect(values).toEqual(['1,284', '967', '318.46']);
    expect(within(figures).getByText(/3 approved actions in this period had no location, so no area can count them\./)).toBeTruthy();

    const pairs = screen.getByRole('region', { name: 'Before and after' });
    const images = within(pairs).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'Before: plastic waste reported on May 2, 2027',
      'After: the same place cleaned up on May 4, 2027',
      'Before: electronic waste reported on Apr 20, 2027',
      'After: the same place cleaned up on Apr 21, 2027',
    ]);
    // Each picture opens the full photo; its name is the picture's text.
    expect(within(pairs).getByRole('link', { name: 'Before: plastic waste reported on May 2, 2027' }).getAttribute('href')).toBe(sampleImpact().pairs[0]!.before.imageUrl);
    expect(within(pairs).getByText('Plastic waste, cleaned on May 4, 2027')).toBeTruthy();

    const hotspots = screen.getByRole('region', { name: 'Recurring hotspots' });
    expect(within(hotspots).getByText('Places reported again within 90 days after a cleanup, within 25 m. A bin or enforcement may help here.')).toBeTruthy();
    const items = within(hotspots).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '4 re-reportsLast reported May 1, 2027 · last cleaned Apr 28, 2027Show on OpenStreetMap (51.48213, 11.96874)',
      '1 re-reportLast reported Mar 14, 2027 · last cleaned Feb 20, 2027Show on OpenStreetMap (51.47702, 11.97511)',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=51.48213&mlon=11.96874#map=19/51.48213/11.96874');

    // Issue 24: what was found, two short ranked lists (item ids until the taxonomy answers).
    const litter = screen.getByRole('region', { name: 'What was found' });
    expect(within(litter).getByRole('heading', { name: 'Most found items' })).toBeTruthy();
    expect(within(litter).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'smoking.butts: 412 pieces', 'soft_drinks.plastic_bottle: 57 pieces', 'alcohol.beer_can: 31 pieces', 'Marlboro: 40 pieces', 'Coca-Cola: 22 pieces',
    ]);

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/open-data/tasks.csv?bbox=11.933911%2C51.457517%2C12.006089%2C51.502483&since=2026-05-11&until=2027-05-10');
    expect(csv.hasAttribute('download')).toBe(true);
    // Issue 40: the brand audit of the same period, in the litter section.
    const audit = within(litter).getByRole('link', { name: 'Brand audit (CSV)' });
    expect(audit.getAttribute('href')).toBe(`/api/partners/${PARTNER_ID}/impact/brand-audit.csv?since=2026-05-11&until=2027-05-10`);
    expect(audit.hasAttribute('download')).toBe(true);
  });

  it('says so when nothing happened in the area yet', async () => {
    stubFetch({ [`GET ${URL_BASE}`]: emptyImpact() });
    renderPage();
    expect(await screen.findByText('No data yet: no reports, cleanups or approved actions in this area in this period.')).toBeTruthy();
    expect(screen.getByText('No before and after photos in this period yet.')).toBeTruthy();
    expect(screen.getByText('No recurring hotspots in this period.')).toBeTruthy();
    expect(screen.queryByText(/had no location/)).toBeNull();
    // The download is still there: an empty CSV with its header is an answer too.
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
  });

  it('tells a wrong link from a failure, and loads again after one', async () => {
    stubFetch({ [`GET ${URL_BASE}`]: () => Response.json({ error: 'No such partner.', code: 'PARTNER_NOT_FOUND' }, { status: 404 }) });
    renderPage();
    expect(await screen.findByText('There is no partner with this link. The link may be mistyped, or the partner was removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    vi.unstubAllGlobals();

    let fail = true;
    stubFetch({ [`GET ${URL_BASE}`]: () => (fail ? Response.json({ error: 'The database is not available right now.', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) : Response.json(sampleImpact())) });
    const ue = userEvent.setup();
    const other = renderPage();
    expect(await screen.findByText('Could not load the impact figures: The database is not available right now.')).toBeTruthy();
    fail = false;
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impact of Green NGO' })).toBeTruthy();
    other.unmount();
  });

  it('shows a link that cannot name a partner as not found, without asking the server', async () => {
    const calls = stubFetch({});
    renderPage('/partners/not-a-partner/impact');
    expect(await screen.findByText('There is no partner with this link. The link may be mistyped, or the partner was removed.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for the period chosen (kept in the URL) and refuses a start after the end', async () => {
    const calls = stubFetch({ [`GET ${URL_BASE}`]: sampleImpact(), [`GET ${URL_BASE}/litter`]: sampleCharts(), [`GET ${URL_BASE}/surveys`]: sampleSurveyCharts() });
    const ue = userEvent.setup();
    renderPage(`/partners/${PARTNER_ID}/impact?since=2027-01-01&until=2027-03-31`);
    await screen.findByRole('heading', { level: 1, name: 'Impact of Green NGO' });
    expect(calls.map((c) => c.url).filter(own)).toEqual([`${URL_BASE}?since=2027-01-01&until=2027-03-31`]);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveProperty('value', '2027-01-01');

    await ue.clear(from);
    await ue.type(from, '2027-04-01');
    await ue.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The start must not be after the end.');
    expect(calls.filter((c) => own(c.url))).toHaveLength(1);

    await ue.clear(to);
    await ue.type(to, '2027-04-30');
    await ue.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`${URL_BASE}?since=2027-04-01&until=2027-04-30`));
    expect(screen.queryByRole('alert')).toBeNull();

    await ue.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(calls.filter((c) => own(c.url)).at(-1)?.url).toBe(URL_BASE));
  });

  it('shows the litter charts of the period asked for, each with its table', async () => {
    const calls = stubFetch({ [`GET ${URL_BASE}`]: sampleImpact(), [`GET ${URL_BASE}/litter`]: sampleCharts() });
    const ue = userEvent.setup();
    renderPage(`/partners/${PARTNER_ID}/impact?since=2027-01-01&until=2027-03-31`);
    const charts = await screen.findByRole('region', { name: 'Litter at a glance' });
    expect(calls.map((c) => c.url)).toContain(`${URL_BASE}/litter?since=2027-01-01&until=2027-03-31`);
    const brands = await within(charts).findByRole('region', { name: 'Top brands' });
    expect(brands.textContent).toContain('The brand found most was Marlboro (210 items). Next came Coca-Cola (96).');
    await ue.click(within(brands).getByRole('button', { name: 'Show as table' }));
    expect(within(within(brands).getByRole('table')).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Marlboro', 'Coca-Cola', 'McDonald’s']);
  });

  it('shows the survey charts of the period asked for, each with its table', async () => {
    const calls = stubFetch({ [`GET ${URL_BASE}`]: sampleImpact(), [`GET ${URL_BASE}/litter`]: sampleCharts(), [`GET ${URL_BASE}/surveys`]: sampleSurveyCharts() });
    const ue = userEvent.setup();
    renderPage(`/partners/${PARTNER_ID}/impact?since=2027-01-01&until=2027-03-31`);
    const charts = await screen.findByRole('region', { name: 'Surveys at a glance' });
    expect(calls.map((c) => c.url)).toContain(`${URL_BASE}/surveys?since=2027-01-01&until=2027-03-31`);
    const density = await within(charts).findByRole('region', { name: 'Items per 100 m over time' });
    expect(density.textContent).toContain('15.42 pieces per 100 m over all transects of the period, the most in February 2027 (30.1).');
    await ue.click(within(density).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(density).getByRole('table')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows.slice(0, 3)).toEqual(['May 2026no transect', 'June 202612.5', 'July 20268.25']);
  });

  it('is in German too', async () => {
    stubFetch({ [`GET ${URL_BASE}`]: sampleImpact() });
    const { i18n } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Impact of Green NGO' });
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Wirkung von Green NGO' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wiederkehrende Brennpunkte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toBeTruthy();
    expect(screen.getAllByRole('img')[0]!.getAttribute('alt')).toBe('Vorher: Plastikmüll, gemeldet am 02.05.2027');
    expect(within(screen.getByRole('region', { name: 'In Zahlen' })).getAllByRole('definition').map((e) => e.textContent)).toEqual(['1.284', '967', '318,46']);
  });
});

describe('PartnerImpactLinks (on the Embed partners admin page)', () => {
  const partner = { id: PARTNER_ID, name: 'Green NGO' } as PartnerDto;

  it('links the impact page and copies its full URL for the partner', async () => {
    // user-event puts its own clipboard on navigator; the copy goes there.
    const ue = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<PartnerImpactLinks partner={partner} />);
    const url = `${window.location.origin}/partners/${PARTNER_ID}/impact`;
    expect(screen.getByRole('textbox', { name: 'Link for the partner' })).toHaveProperty('value', url);
    expect(screen.getByRole('link', { name: 'Open the impact page' }).getAttribute('href')).toBe(`/partners/${PARTNER_ID}/impact`);
    await ue.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(getToasts().map((x) => x.title)).toEqual(['Link copied']);
  });
});
