import { describe, expect, it } from 'vitest';
import { EventBus } from './events';

declare module './events' {
  interface EventMap {
    'test.happened': { n: number };
  }
}

describe('EventBus', () => {
  it('delivers to every handler and isolates failures', async () => {
    const errors: string[] = [];
    const bus = new EventBus((e) => errors.push(e));
    const seen: number[] = [];
    bus.on('test.happened', () => {
      throw new Error('boom');
    });
    const off = bus.on('test.happened', ({ n }) => {
      seen.push(n);
    });
    await bus.emit('test.happened', { n: 1 });
    off();
    await bus.emit('test.happened', { n: 2 });
    expect(seen).toEqual([1]);
    expect(errors).toEqual(['test.happened', 'test.happened']);
  });
});
