import { describe, expect, it, vi } from 'vitest';
import { Background, TimedOut, withTimeout } from './background';

const log = () => ({ info: vi.fn(), error: vi.fn() });
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('Background (issue 35)', () => {
  it('starts work nobody waits for, logs its failure, and idle() waits for it and for work it started', async () => {
    const l = log();
    const bg = new Background(l);
    const g = gate();
    const seen: string[] = [];
    bg.start('outer', async () => {
      await g.opened;
      bg.start('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen.push('inner');
      });
      seen.push('outer');
    });
    bg.start('failing', async () => {
      throw new Error('down');
    });
    expect(seen).toEqual([]);
    const idle = bg.idle();
    g.open();
    await idle;
    expect(seen).toEqual(['outer', 'inner']);
    expect(l.error).toHaveBeenCalledWith('failing failed', expect.any(Error));
  });

  it('a dispatcher runs once at a time; kicks during a run make exactly one more run', async () => {
    const bg = new Background(log());
    const gates = [gate(), gate()];
    let runs = 0;
    const kick = bg.dispatcher('d', async () => {
      const g = gates[runs++];
      if (g) await g.opened;
    });
    kick();
    kick();
    kick();
    expect(runs).toBe(1);
    gates[0]!.open();
    await vi.waitFor(() => expect(runs).toBe(2));
    gates[1]!.open();
    await bg.idle();
    expect(runs).toBe(2);
    kick();
    await bg.idle();
    expect(runs).toBe(3);
  });

  it('after stop() nothing new starts', async () => {
    const bg = new Background(log());
    const work = vi.fn(async () => {});
    bg.stop();
    bg.start('late', work);
    bg.dispatcher('d', work)();
    await bg.idle();
    expect(work).not.toHaveBeenCalled();
    expect(bg.stopped).toBe(true);
  });

  it('withTimeout rejects after its time without waiting for the call, and passes a quick answer through', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'push')).rejects.toBeInstanceOf(TimedOut);
    await expect(withTimeout(Promise.resolve(7), 1000, 'push')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000, 'push')).rejects.toThrow('refused');
  });
});
