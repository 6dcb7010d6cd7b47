// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../client/test-utils';
import { setLanguage } from '../../../../client/ui-slice';
import type { QueryLike } from '../../../../ui/QueryState';
import type { SurveyChartsDto } from '../../contract';
import { sampleSurveyCharts } from './fixtures';
import { SurveyChartsSection } from './SurveyChartsSection';

const loaded = (data: SurveyChartsDto): QueryLike<SurveyChartsDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });

describe('SurveyChartsSection', () => {
  it('says how many surveys of which kinds and the pieces per 100 m, and gives both as tables', async () => {
    const ue = userEvent.setup();
    renderWithProviders(<SurveyChartsSection query={loaded(sampleSurveyCharts())} scope="area" />);
    const section = screen.getByRole('region', { name: 'Surveys at a glance' });
    const count = within(section).getByRole('region', { name: 'Surveys over time' });
    expect(count.textContent).toContain('14 surveys in this period (11 transects, 3 areas), 2 of them found nothing.');
    await ue.click(within(count).getByRole('button', { name: 'Show as table' }));
    const table = within(count).getByRole('table');
    expect(within(table).getByText('Surveys per month, May 11, 2026 to May 10, 2027')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    const density = within(section).getByRole('region', { name: 'Items per 100 m over time' });
    expect(density.textContent).toContain('15.42 pieces per 100 m over all transects of the period, the most in February 2027 (30.1).');
  });

  it('tells one’s own pending surveys, a period without transects and an empty period apart, in German too', async () => {
    const own = renderWithProviders(<SurveyChartsSection query={loaded(sampleSurveyCharts({ pending: 1 }))} scope="me" />);
    expect(screen.getByRole('region', { name: 'Your surveys at a glance' }).textContent).toContain('1 still waits for a confirmation.');
    own.unmount();
    const areas = sampleSurveyCharts({ transects: 0, areas: 14, itemsPer100m: null });
    areas.series = areas.series.map((p) => ({ ...p, itemsPer100m: null }));
    const other = renderWithProviders(<SurveyChartsSection query={loaded(areas)} scope="area" />);
    expect(screen.getByRole('region', { name: 'Items per 100 m over time' }).textContent).toContain('No transect was surveyed in this period, so there is no figure per 100 m.');
    await act(async () => {
      other.store.dispatch(setLanguage('de'));
    });
    expect(await screen.findByRole('region', { name: 'Erhebungen auf einen Blick' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Teile je 100 m im Zeitverlauf' }).textContent).toContain('In diesem Zeitraum wurde kein Transekt erhoben');
    other.unmount();
    renderWithProviders(<SurveyChartsSection query={loaded(sampleSurveyCharts({ surveys: 0, transects: 0, areas: 0, empty: 0, itemsPer100m: null }))} scope="area" />);
    expect(screen.getByText('No surveys in this period yet.')).toBeTruthy();
  });
});
