import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleSum } from '../../../../../tests/support/metrics-text';
import { AppMetrics } from '../../../../server/metrics';
import { countedVerifier } from './counted-verifier';
import type { CompletionVerifier, Verdict, VerificationInput } from './types';

const input = { before: null, after: Buffer.alloc(0), task: { wasteType: 'plastic', description: '', location: null, reward: 10 }, language: 'en' } as VerificationInput;
const verdict = (v: Partial<Verdict>): Verdict => ({
  verificationStatus: 'verified', completionPercentage: 90, qualityScore: 80, bonusEarned: 0, feedback: '', areasImproved: [], stillNeedsWork: [],
  environmentalImpact: '', verifier: 'local', fallbackReason: null, ...v,
});

describe('countedVerifier', () => {
  it('counts each verdict by outcome, deciding verifier and fallback, and a verifier that threw as an error', async () => {
    const metrics = new AppMetrics();
    const answers: (Verdict | Error)[] = [verdict({}), verdict({ verificationStatus: 'needs_review', fallbackReason: 'The AI took too long.' }), new Error('down')];
    const inner: CompletionVerifier = {
      name: 'openai',
      verify: async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    };
    const counted = countedVerifier(inner, metrics);
    expect(counted.name).toBe('openai');
    expect((await counted.verify(input)).verificationStatus).toBe('verified');
    await counted.verify(input);
    await expect(counted.verify(input)).rejects.toThrow('down');
    const samples = parseMetrics(await metrics.registry.metrics());
    const n = (labels: Record<string, string>) => sampleSum(samples, 'cleanquest_completion_verifications_total', labels);
    expect(n({ outcome: 'verified', verifier: 'local', fallback: 'no' })).toBe(1);
    expect(n({ outcome: 'needs_review', verifier: 'local', fallback: 'yes' })).toBe(1);
    expect(n({ outcome: 'error', verifier: 'openai', fallback: 'no' })).toBe(1);
    expect(n({})).toBe(3);
  });
});
