// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../client/api';
import { stubFetch } from '../../../../client/test-fetch';
import { renderWithProviders } from '../../../../client/test-utils';
import { setLanguage } from '../../../../client/ui-slice';
import type { QueryLike } from '../../../../ui/QueryState';
import type { LitterChartsDto } from '../../contract';
import { emptyCharts, sampleCharts } from './fixtures';
import { LitterChartsSection } from './LitterChartsSection';

const labels = (en: string, de: string) => ({ label: en, labels: { en, de } });
const TAXONOMY = {
  categories: [
    { id: 'smoking', ...labels('Smoking', 'Rauchen') },
    { id: 'food', ...labels('Food', 'Essen') },
    { id: 'soft_drinks', ...labels('Soft drinks', 'Softdrinks') },
    { id: 'packaging', ...labels('Packaging', 'Verpackung') },
    { id: 'other', ...labels('Other', 'Sonstiges') },
  ],
  items: [],
  materials: [],
  brands: [],
};

const loaded = (data: LitterChartsDto): QueryLike<LitterChartsDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LitterChartsSection', () => {
  it('titles each chart, says what it shows and gives its figures as a table on request', async () => {
    stubFetch({ 'GET /api/litter/taxonomy': TAXONOMY });
    renderWithProviders(<LitterChartsSection query={loaded(sampleCharts())} scope="area" />);
    const section = screen.getByRole('region', { name: 'Litter at a glance' });
    const overTime = within(section).getByRole('region', { name: 'Items over time' });
    expect(within(overTime).getByText(/^2,380 items in this period, the most in March 2027 \(310\)\./)).toBeTruthy();
    const categories = within(section).getByRole('region', { name: 'Top categories' });
    // The category names come from the taxonomy once it is there.
    expect(await within(categories).findByText('Most items were Smoking (1,020, 43%). Next came Food (640, 27%).')).toBeTruthy();
    expect(within(section).getByRole('region', { name: 'Top brands' }).textContent).toContain('The brand found most was Marlboro (210 items).');
    // The picture is hidden from assistive technology: no table until asked for.
    expect(within(categories).queryByRole('table')).toBeNull();

    await userEvent.click(within(categories).getByRole('button', { name: 'Show as table' }));
    const table = within(categories).getByRole('table', { name: 'Items per category, May 11, 2026 to May 10, 2027' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Category', 'Items', 'Share']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Smoking', 'Food', 'Soft drinks', 'Packaging', 'Other']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Smoking1,02043%');
    // And back to the chart.
    await userEvent.click(within(categories).getByRole('button', { name: 'Show as chart' }));
    expect(within(categories).queryByRole('table')).toBeNull();

    await userEvent.click(within(overTime).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(overTime).getByRole('table', { name: 'Items tagged per month, May 11, 2026 to May 10, 2027' })).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[1]!.textContent).toBe('May 2026120');
  });

  it('says so when nothing was recorded, and draws no chart', () => {
    stubFetch({});
    renderWithProviders(<LitterChartsSection query={loaded(emptyCharts())} scope="area" />);
    expect(screen.getByRole('status').textContent).toBe('No litter recorded in this period yet.');
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('shows loading, then an error with a retry', async () => {
    stubFetch({});
    const refetch = vi.fn();
    const { rerender } = renderWithProviders(<LitterChartsSection query={{ isPending: true, isError: false, error: null, data: undefined, refetch }} scope="me" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the charts');
    expect(screen.getByRole('heading', { name: 'Your litter at a glance' })).toBeTruthy();
    const error = new ApiError(503, 'Service Unavailable', '{"error":"The database is not available right now.","code":"DATABASE_UNAVAILABLE"}');
    rerender(<LitterChartsSection query={{ isPending: false, isError: true, error, data: undefined, refetch }} scope="me" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the charts: The database is not available right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(refetch).toHaveBeenCalled());
  });

  it('speaks German with German numbers', async () => {
    stubFetch({ 'GET /api/litter/taxonomy': TAXONOMY });
    const { store } = renderWithProviders(<LitterChartsSection query={loaded(sampleCharts())} scope="area" />);
    act(() => void store.dispatch(setLanguage('de')));
    expect(await screen.findByRole('region', { name: 'Müll auf einen Blick' })).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'Häufigste Kategorien' });
    await waitFor(() => expect(categories.textContent).toContain('Die meisten Teile waren Rauchen (1.020, 43\u00a0%). Danach kam Essen (640, 27\u00a0%).'));
    expect(screen.getAllByRole('button', { name: 'Als Tabelle zeigen' })).toHaveLength(3);
  });
});
