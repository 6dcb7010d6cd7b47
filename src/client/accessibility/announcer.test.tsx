// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, Announcer, ANNOUNCEMENT_REMOVE_MS } from './announcer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('screen-reader announcer', () => {
  it('puts each announcement into the polite live region and removes its element after 1000 ms', () => {
    vi.useFakeTimers();
    render(<Announcer />);
    const region = screen.getByTestId('announcer-polite');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => announce('Large text on'));
    act(() => vi.advanceTimersByTime(400));
    act(() => announce('High contrast on'));
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Large text on', 'High contrast on']);
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_REMOVE_MS - 400 - 1));
    expect(region.textContent).toContain('Large text on');
    act(() => vi.advanceTimersByTime(1));
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['High contrast on']);
    act(() => vi.advanceTimersByTime(400));
    expect(region.querySelectorAll('p')).toHaveLength(0);
    expect(ANNOUNCEMENT_REMOVE_MS).toBe(1000);
  });

  it('uses the assertive region for urgent messages and ignores empty text', () => {
    vi.useFakeTimers();
    render(<Announcer />);
    act(() => announce('Upload failed', 'assertive'));
    act(() => announce('   '));
    expect(screen.getByTestId('announcer-assertive').textContent).toBe('Upload failed');
    expect(screen.getByTestId('announcer-polite').textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_REMOVE_MS));
    expect(screen.getByTestId('announcer-assertive').textContent).toBe('');
  });
});
