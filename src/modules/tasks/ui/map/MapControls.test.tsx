// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../client/test-utils';
import { mountedComponents } from '../test-fibers';
import { MapControls } from './MapControls';

function setup() {
  const handlers = { onRefreshTasks: vi.fn(), onFindMe: vi.fn(), onCentre: vi.fn(), onRefresh: vi.fn(), onToggleList: vi.fn() };
  const view = renderWithProviders(<MapControls {...handlers} listOpen={false} />);
  return { ...view, handlers };
}

describe('Map controls', () => {
  it('mounts no tooltip until one is wanted', () => {
    const { container, handlers } = setup();
    expect(screen.getAllByRole('button')).toHaveLength(5);
    const mounted = mountedComponents(container);
    expect(['Tooltip', 'Popper', 'ControlHint'].filter((n) => mounted.has(n))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Centre map' }));
    expect(handlers.onCentre).toHaveBeenCalledTimes(1);
  });

  it('shows the label as a tooltip while the mouse is over a button', async () => {
    setup();
    const button = screen.getByRole('button', { name: 'Find my location' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', {}, { timeout: 3000 })).textContent).toBe('Find my location');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('waits the spec’s 700 ms before a hover tooltip, and skips the wait when moving on within 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date(Date.UTC(2030, 0, 1)));
      setup();
      const find = screen.getByRole('button', { name: 'Find my location' });
      fireEvent.pointerEnter(find, { pointerType: 'mouse' });
      await act(() => vi.advanceTimersByTimeAsync(650));
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(100));
      await vi.waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Find my location'));
      fireEvent.pointerLeave(find, { pointerType: 'mouse' });
      // The next button within 300 ms: at once.
      await act(() => vi.advanceTimersByTimeAsync(100));
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Centre map' }), { pointerType: 'mouse' });
      await vi.waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Centre map'));
      fireEvent.pointerLeave(screen.getByRole('button', { name: 'Centre map' }), { pointerType: 'mouse' });
      // After a pause longer than 300 ms the full delay applies again.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Refresh' }), { pointerType: 'mouse' });
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.queryByRole('tooltip')).toBeNull();
      // Leaving before the delay cancels it.
      fireEvent.pointerLeave(screen.getByRole('button', { name: 'Refresh' }), { pointerType: 'mouse' });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no tooltip for a touch', async () => {
    setup();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Refresh' }), { pointerType: 'touch' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip on keyboard focus; Escape closes it', async () => {
    setup();
    const ue = userEvent.setup();
    await ue.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh tasks' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Refresh tasks');
    await ue.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh tasks' }));
  });
});
