// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import TaskSheetTags from './TaskSheetTags';
import { sampleTaxonomy } from './test-taxonomy';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '10000000-0000-4000-8000-000000000001';

describe('the task sheet’s litter found', () => {
  it('lists the report’s and the cleanup’s tags with counts and brands', async () => {
    stubFetch({
      'GET /api/litter/taxonomy': sampleTaxonomy(),
      [`GET /api/litter/tasks/${ID}/tags`]: {
        taskId: ID,
        report: [
          { category: 'soft_drinks', item: 'soft_drinks.can', material: 'metal', brand: 'Red Bull', count: 3 },
          { category: 'smoking', item: 'smoking.butts', material: null, brand: null, count: 20 },
        ],
        completion: [{ category: 'smoking', item: 'smoking.butts', material: null, brand: null, count: 25 }],
      },
    });
    renderWithProviders(<TaskSheetTags taskId={ID} />);
    const section = await screen.findByRole('region', { name: 'Litter found' });
    expect(await within(section).findByText('Drinks can (Red Bull) × 3')).toBeTruthy();
    expect(within(section).getByText('Cigarette butts × 20')).toBeTruthy();
    expect(within(section).getByText('Reported · 23 items in total')).toBeTruthy();
    expect(within(section).getByText('Picked up · 25 items in total')).toBeTruthy();
  });

  it('shows nothing without tags', async () => {
    const calls = stubFetch({ [`GET /api/litter/tasks/${ID}/tags`]: { taskId: ID, report: [], completion: [] }, 'GET /api/litter/taxonomy': sampleTaxonomy() });
    const { container } = renderWithProviders(<TaskSheetTags taskId={ID} />);
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/tags'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
