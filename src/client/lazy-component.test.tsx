// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { START_REST_WITHOUT_INTERACTION_MS } from './deferred-start';
import { lazyComponent, loadHintProps, useDeferredComponent, useLazyComponent, type LazyComponent } from './lazy-component';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test resolves or rejects. */
function controlledLoader() {
  const calls: { resolve: (c: ComponentType<{ name: string }>) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function Host({ part, want, onError }: { part: LazyComponent<{ name: string }>; want: unknown; onError?: (e: unknown) => void }) {
  const Loaded = useLazyComponent(part, want, onError);
  return Loaded ? <Loaded name="Ada" /> : <p>nothing yet</p>;
}

describe('lazyComponent', () => {
  it('loads once however often it is asked, and knows the component afterwards', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyComponent(load);
    expect(part.loaded()).toBeUndefined();
    const first = part.load();
    const second = part.load();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(Hello);
    expect(await first).toBe(Hello);
    expect(await second).toBe(Hello);
    expect(part.loaded()).toBe(Hello);
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk that did not arrive)', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyComponent(load);
    const failed = part.load();
    calls[0]!.reject(new Error('ChunkLoadError'));
    await expect(failed).rejects.toThrow('ChunkLoadError');
    expect(part.loaded()).toBeUndefined();
    const retry = part.load();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve(Hello);
    expect(await retry).toBe(Hello);
  });
});

describe('useLazyComponent', () => {
  it('loads nothing until wanted, then shows the component when its code has arrived, and keeps it', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyComponent(load);
    const view = render(<Host part={part} want={null} />);
    expect(load).not.toHaveBeenCalled();
    view.rerender(<Host part={part} want="open" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await act(async () => calls[0]!.resolve(Hello));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    // Kept when no longer wanted (a closing menu keeps its transition and gives the focus back).
    view.rerender(<Host part={part} want={null} />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('shows a component loaded before in the same render as the wish', async () => {
    const part = lazyComponent(async () => Hello);
    await part.load();
    const view = render(<Host part={part} want={null} />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    view.rerender(<Host part={part} want="open" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('reports a failed load and tries again on the next wish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = controlledLoader();
    const part = lazyComponent(load);
    const onError = vi.fn();
    const view = render(<Host part={part} want="first" onError={onError} />);
    await act(async () => calls[0]!.reject(new Error('ChunkLoadError')));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'ChunkLoadError' }));
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByText('nothing yet')).toBeTruthy();
    view.rerender(<Host part={part} want="second" onError={onError} />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve(Hello));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('forgets a load that finishes after the host has gone', async () => {
    const { load, calls } = controlledLoader();
    const part = lazyComponent(load);
    const view = render(<Host part={part} want="open" />);
    view.unmount();
    await act(async () => calls[0]!.resolve(Hello));
    expect(part.loaded()).toBe(Hello);
    expect(screen.queryByText('Hello Ada')).toBeNull();
  });
});

describe('loadHintProps', () => {
  it('loads the code on the first hint (pointer, focus, touch) and only once, evaluating nothing before', async () => {
    const load = vi.fn(async () => Hello);
    const part = lazyComponent(load);
    render(<button {...loadHintProps(part)}>open</button>);
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'open' });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    fireEvent.touchStart(button);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(part.loaded()).toBe(Hello);
  });

  it('leaves a failed load to the next hint or the first use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const part = lazyComponent<{ name: string }>(load);
    render(<button {...loadHintProps(part)}>open</button>);
    fireEvent.focus(screen.getByRole('button', { name: 'open' }));
    await act(async () => {});
    expect(part.loaded()).toBeUndefined();
    expect(await part.load()).toBe(Hello);
  });
});

describe('useDeferredComponent', () => {
  function Late({ part }: { part: LazyComponent<{ name: string }> }) {
    const Shown = useDeferredComponent(part);
    return Shown ? <Shown name="Ada" /> : <p>not yet</p>;
  }

  it('loads and shows nothing until the deferred start (idle seconds after the load event), then the component', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Hello);
    const dropped = vi.fn(async () => Hello);
    render(<Late part={lazyComponent(dropped)} />).unmount();
    render(<Late part={lazyComponent(load)} />);
    await act(async () => vi.advanceTimersByTimeAsync(START_REST_WITHOUT_INTERACTION_MS - 100));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('not yet')).toBeTruthy();
    // jsdom has loaded its page and has no requestIdleCallback: a short timer per slice.
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    // A part gone before its slice is never loaded.
    expect(dropped).not.toHaveBeenCalled();
  });
});
