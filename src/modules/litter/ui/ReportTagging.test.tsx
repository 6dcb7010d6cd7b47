// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import type { LitterTag } from '../contract';
import ReportTagging, { quickPicks } from './ReportTagging';
import { sampleTaxonomy } from './test-taxonomy';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = { userId: '00000000-0000-4000-8000-000000000001', isLoading: false } as never;

/** The slot with its value kept like the Report screen keeps it; `seen` has every value it was given. */
function Harness({ initial = [], suggestions, seen }: { initial?: LitterTag[]; suggestions?: LitterTag[]; seen: LitterTag[][] }) {
  const [tags, setTags] = useState<LitterTag[]>(initial);
  return (
    <ReportTagging
      value={tags}
      suggestions={suggestions}
      onChange={(next) => {
        seen.push(next);
        setTags(next);
      }}
    />
  );
}

function setup(props: { initial?: LitterTag[]; suggestions?: LitterTag[] } = {}) {
  const calls = stubFetch({ 'GET /api/litter/taxonomy': sampleTaxonomy(), 'GET /api/litter/usage': { items: [{ item: 'coffee.cup', count: 4 }] } });
  const seen: LitterTag[][] = [];
  const result = renderWithProviders(<Harness {...props} seen={seen} />, { user });
  return { ...result, calls, seen, last: () => seen.at(-1) };
}

describe('the Report screen’s litter tagging', () => {
  it('orders the quick picks by the person’s usage, then the taxonomy', () => {
    const picks = quickPicks(sampleTaxonomy(), [{ item: 'coffee.cup' }, { item: 'gone.item' }], 3);
    expect(picks.map((p) => p.id)).toEqual(['coffee.cup', 'smoking.butts', 'food.wrapper']);
    expect(quickPicks(sampleTaxonomy(), []).map((p) => p.id)).toEqual([
      'smoking.butts', 'food.wrapper', 'soft_drinks.plastic_bottle', 'alcohol.beer_bottle', 'coffee.cup', 'packaging.plastic_bag', 'sanitary.mask', 'other.large_item',
    ]);
  });

  it('adds a quick pick, counts with the stepper and the number field, and takes a brand from the list or typed', async () => {
    const ue = userEvent.setup();
    const { last } = setup();
    expect(await screen.findByText('Optional: tag what you see, or skip it.')).toBeTruthy();
    // The person's most used item comes first.
    const first = (await screen.findAllByRole('button', { pressed: false }))[0]!;
    expect(first.textContent).toBe('Coffee cup');
    await ue.click(screen.getByRole('button', { name: 'Plastic bottle' }));
    expect(last()).toEqual([{ category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: null, brand: null, count: 1 }]);
    expect(screen.getByRole('button', { name: 'Plastic bottle', pressed: true })).toBeTruthy();

    await ue.click(screen.getByRole('button', { name: 'One more: Plastic bottle' }));
    await ue.click(screen.getByRole('button', { name: 'One more: Plastic bottle' }));
    expect(last()![0]!.count).toBe(3);
    await ue.click(screen.getByRole('button', { name: 'One fewer: Plastic bottle' }));
    expect(last()![0]!.count).toBe(2);
    const count = screen.getByLabelText('How many Plastic bottle');
    await ue.clear(count);
    await ue.type(count, '12');
    expect(last()![0]!.count).toBe(12);

    const brand = screen.getByLabelText('Brand (optional)');
    await ue.type(brand, 'coca');
    await ue.click(await screen.findByRole('option', { name: 'Coca-Cola' }));
    expect(last()![0]!.brand).toBe('Coca-Cola');
    await ue.clear(brand);
    await ue.type(brand, 'Kiosk Cola');
    expect(last()![0]!.brand).toBe('Kiosk Cola');

    await ue.click(screen.getByRole('button', { name: 'Remove Plastic bottle' }));
    expect(last()).toEqual([]);
  });

  it('finds any item by searching, in English or German', async () => {
    const ue = userEvent.setup();
    const { last } = setup();
    const search = await screen.findByLabelText('Search all items');
    await ue.type(search, 'Feuerzeug');
    await ue.click(await screen.findByRole('option', { name: 'Lighter' }));
    expect(last()).toEqual([{ category: 'smoking', item: 'smoking.lighter', material: null, brand: null, count: 1 }]);
    expect(within(screen.getByTestId('litter-tag')).getByText('Lighter')).toBeTruthy();
  });

  it('offers suggestions from the photo and adds them only when the person confirms', async () => {
    const ue = userEvent.setup();
    const suggestions: LitterTag[] = [
      { category: 'soft_drinks', item: 'soft_drinks.can', brand: 'Red Bull', count: 2 },
      { category: 'food', item: 'food.wrapper', count: 5 },
    ];
    const { seen, last } = setup({ suggestions });
    const box = await screen.findByTestId('litter-suggestions');
    expect(within(box).getByText('Suggested from the photo')).toBeTruthy();
    expect(seen).toEqual([]);
    await ue.click(within(box).getByRole('button', { name: 'Add Drinks can' }));
    expect(last()).toEqual([suggestions[0]]);
    await ue.click(within(screen.getByTestId('litter-suggestions')).getByRole('button', { name: 'Add all' }));
    expect(last()).toEqual(suggestions);
    expect(screen.queryByTestId('litter-suggestions')).toBeNull();
  });

  it('can be skipped: the tags are dropped and the step folds away', async () => {
    const ue = userEvent.setup();
    const { last } = setup({ initial: [{ category: 'smoking', item: 'smoking.butts', count: 3 }] });
    await ue.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(last()).toEqual([]);
    expect(screen.queryByTestId('litter-tagging')).toBeNull();
    await ue.click(screen.getByRole('button', { name: 'Tag the litter (optional)' }));
    expect(screen.getByTestId('litter-tagging')).toBeTruthy();
  });

  it('says when the list cannot be loaded, and the report can go without tags', async () => {
    stubFetch({ 'GET /api/litter/taxonomy': () => Response.json({ error: 'Down', code: 'DATABASE_UNAVAILABLE' }, { status: 503 }) });
    renderWithProviders(<Harness seen={[]} />, { user });
    expect(await screen.findByText('The litter list could not be loaded. You can send the report without tags.', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('is in German too', async () => {
    const { i18n } = setup({ initial: [{ category: 'smoking', item: 'smoking.butts', count: 3 }] });
    await screen.findByTestId('litter-tag');
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(screen.getByText('Welcher Müll liegt dort?')).toBeTruthy());
    expect(screen.getByLabelText('Anzahl Zigarettenstummel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Überspringen' })).toBeTruthy();
  });
});
