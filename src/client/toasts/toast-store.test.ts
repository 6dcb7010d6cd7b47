import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../shared/constants';
import { getToasts, initialToastState, resetToasts, toast, toastReducer, type ToastItem } from './toast-store';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, title: `t${id}`, variant: 'default', duration: 5000, open: true, ...extra });

describe('toastReducer', () => {
  it('adds newest first and keeps at most one', () => {
    let s = toastReducer(initialToastState, { type: 'ADD_TOAST', toast: item('1') });
    s = toastReducer(s, { type: 'ADD_TOAST', toast: item('2') });
    expect(s.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id and leaves others alone', () => {
    const s = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'new' } });
    expect(s.toasts[0]).toMatchObject({ id: '1', title: 'new', open: true });
    expect(toastReducer(s, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'y' } }).toasts[0]!.title).toBe('new');
  });

  it('dismiss marks closed (one or all) without removing', () => {
    const s = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(s.toasts).toEqual([item('1', { open: false })]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST' }).toasts[0]!.open).toBe(false);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: 'other' }).toasts[0]!.open).toBe(true);
  });

  it('remove drops one or all', () => {
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST', toastId: '2' }).toasts).toHaveLength(1);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const prev = { toasts: [item('1')] };
    toastReducer(prev, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(prev.toasts[0]!.open).toBe(true);
  });
});

describe('toast()', () => {
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('adds an open toast with the default variant and duration', () => {
    toast({ title: 'Hi', description: 'There' });
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Hi', description: 'There', variant: 'default', duration: TOAST_DURATION_MS, open: true })]);
  });

  it('dismissed toasts are removed after TOAST_REMOVE_DELAY_MS', () => {
    vi.useFakeTimers();
    const t = toast({ title: 'Bye', variant: 'destructive' });
    t.dismiss();
    expect(getToasts()[0]!.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('update changes the toast in place', () => {
    const t = toast({ title: 'A' });
    t.update({ description: 'B' });
    expect(getToasts()[0]).toMatchObject({ id: t.id, title: 'A', description: 'B' });
  });
});
