import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleSum } from '../../tests/support/metrics-text';
import { AppMetrics } from './metrics';

describe('AppMetrics', () => {
  it('names metrics with the app prefix and counts by label', async () => {
    const m = new AppMetrics();
    const c = m.counter({ name: 'things_total', help: 'Things.', labels: ['kind'] });
    c.inc({ kind: 'a' });
    c.inc({ kind: 'a' }, 2);
    c.inc({ kind: 'b' });
    m.histogram({ name: 'thing_bytes', help: 'Sizes.', labels: ['kind'], buckets: [10, 100] }).observe({ kind: 'a' }, 50);
    const samples = parseMetrics(await m.registry.metrics());
    expect(sampleSum(samples, 'cleanquest_things_total', { kind: 'a' })).toBe(3);
    expect(sampleSum(samples, 'cleanquest_things_total', { kind: 'b' })).toBe(1);
    expect(sampleSum(samples, 'cleanquest_thing_bytes_bucket', { le: '10' })).toBe(0);
    expect(sampleSum(samples, 'cleanquest_thing_bytes_bucket', { le: '100' })).toBe(1);
  });

  it('gives the same metric for the same name, and refuses the name for another kind or other labels', async () => {
    const m = new AppMetrics();
    m.counter({ name: 'x_total', help: 'X.', labels: ['a', 'b'] }).inc({ a: '1', b: '2' });
    m.counter({ name: 'x_total', help: 'X.', labels: ['b', 'a'] }).inc({ a: '1', b: '2' });
    expect(sampleSum(parseMetrics(await m.registry.metrics()), 'cleanquest_x_total')).toBe(2);
    expect(() => m.counter({ name: 'x_total', help: 'X.', labels: ['a'] })).toThrow(/already exists/);
    expect(() => m.histogram({ name: 'x_total', help: 'X.', labels: ['a', 'b'], buckets: [1] })).toThrow(/already exists/);
  });

  it('keeps each app apart, and adds the process metrics to the scrape', async () => {
    const one = new AppMetrics();
    const two = new AppMetrics();
    one.counter({ name: 'y_total', help: 'Y.', labels: [] }).inc({});
    two.counter({ name: 'y_total', help: 'Y.', labels: [] });
    const text = await two.text();
    expect(sampleSum(parseMetrics(text), 'cleanquest_y_total')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sampleSum(parseMetrics(await one.text()), 'cleanquest_y_total')).toBe(1);
  });
});
