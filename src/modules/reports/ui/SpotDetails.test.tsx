// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { Hazard, ReportSize } from '../../tasks/contract';
import { PhotoAnalysisStatus } from './PhotoAnalysisStatus';
import { SpotDetails } from './SpotDetails';

function Harness({ onSize, onHazards }: { onSize: (s: ReportSize | null) => void; onHazards: (h: Hazard[]) => void }) {
  const [size, setSize] = useState<ReportSize | null>(null);
  const [hazards, setHazards] = useState<Hazard[]>([]);
  return (
    <SpotDetails
      size={size}
      onSizeChange={(s) => (setSize(s), onSize(s))}
      hazards={hazards}
      onHazardsChange={(h) => (setHazards(h), onHazards(h))}
    />
  );
}

describe('SpotDetails (issue 24: how much litter, hazards)', () => {
  it('chooses one size (again: none) and any hazards in a fixed order, by pointer and keyboard', async () => {
    const onSize = vi.fn();
    const onHazards = vi.fn();
    renderWithProviders(<Harness onSize={onSize} onHazards={onHazards} />);
    const ue = userEvent.setup();
    const group = screen.getByRole('group', { name: 'How much litter? (optional)' });
    expect(group).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'A car load' }));
    expect(onSize).toHaveBeenLastCalledWith('car_load');
    expect(screen.getByRole('button', { name: 'A car load' }).getAttribute('aria-pressed')).toBe('true');
    await ue.click(screen.getByRole('button', { name: 'A car load' }));
    expect(onSize).toHaveBeenLastCalledWith(null);

    screen.getByRole('checkbox', { name: 'Heavy items' }).focus();
    await ue.keyboard(' ');
    await ue.click(screen.getByRole('checkbox', { name: 'Broken glass' }));
    expect(onHazards).toHaveBeenLastCalledWith(['glass', 'heavy']);
    expect(screen.queryByText(/Volunteers will not take this spot/)).toBeNull();
    await ue.click(screen.getByRole('checkbox', { name: 'Needles or sharps' }));
    expect(onHazards).toHaveBeenLastCalledWith(['glass', 'sharps', 'heavy']);
    expect(screen.getByText('Volunteers will not take this spot: it is offered to the city.')).toBeTruthy();
    await ue.click(screen.getByRole('checkbox', { name: 'Broken glass' }));
    expect(onHazards).toHaveBeenLastCalledWith(['sharps', 'heavy']);
  });

  it('speaks German', async () => {
    const { store } = renderWithProviders(<Harness onSize={() => {}} onHazards={() => {}} />);
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    expect(screen.getByRole('group', { name: 'Wie viel Müll? (optional)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Asbest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eine Schubkarre' })).toBeTruthy();
  });
});

describe('PhotoAnalysisStatus', () => {
  it('shows progress with a stop button, then why there are no suggestions', async () => {
    const onCancel = vi.fn();
    const { rerender } = renderWithProviders(<PhotoAnalysisStatus state={{ status: 'looking' }} onCancel={onCancel} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop looking' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Looking at the photo…' })).toBeTruthy();
    rerender(<PhotoAnalysisStatus state={{ status: 'unavailable', reason: 'no_api_key' }} onCancel={onCancel} />);
    expect(screen.getByText('No suggestions: the AI is not set up.')).toBeTruthy();
    rerender(<PhotoAnalysisStatus state={{ status: 'done', result: { id: 'a', available: true, reason: null, suggestions: [], analysis: { items: [], toolsNeeded: [], hazardous: false, confidence: 0.5 } } }} onCancel={onCancel} />);
    expect(screen.getByText('The AI found no litter it knows on this photo.')).toBeTruthy();
  });
});
