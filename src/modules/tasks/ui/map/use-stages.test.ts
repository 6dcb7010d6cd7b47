// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStages } from './use-stages';

describe('useStages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts up one stage per timer, each after the previous render, and stops at the last', () => {
    const seen: number[] = [];
    renderHook(() => {
      const stage = useStages(2);
      seen.push(stage);
      return stage;
    });
    expect(seen).toEqual([0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(seen.at(-1)).toBe(1);
    act(() => void vi.advanceTimersToNextTimer());
    expect(seen.at(-1)).toBe(2);
    act(() => void vi.runAllTimers());
    expect(seen.at(-1)).toBe(2);
    expect(new Set(seen)).toEqual(new Set([0, 1, 2]));
  });
});
