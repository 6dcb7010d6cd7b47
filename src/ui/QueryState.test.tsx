// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './QueryState';

afterEach(() => cleanup());

const texts = { loading: 'Loading…', retry: 'Try again', failed: (e: Error) => `Could not load: ${e.message}`, empty: 'Nothing here.' };
const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...over });
const isEmpty = (d: string[]) => d.length === 0;

describe('QueryState', () => {
  it('shows the loading text as a status while pending', () => {
    render(<QueryState query={query({ isPending: true })} {...texts} isEmpty={isEmpty} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Nothing here.')).toBeNull();
  });

  it('shows the error with a retry button that refetches', async () => {
    const refetch = vi.fn();
    render(<QueryState query={query({ isError: true, error: new Error('offline'), refetch })} {...texts} isEmpty={isEmpty} />);
    expect(screen.getByText('Could not load: offline')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty text as a status only when the data is empty', () => {
    const { rerender } = render(<QueryState query={query({ data: [] })} {...texts} isEmpty={isEmpty} />);
    expect(screen.getByRole('status').textContent).toBe('Nothing here.');
    rerender(<QueryState query={query({ data: ['a'] })} {...texts} isEmpty={isEmpty} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
