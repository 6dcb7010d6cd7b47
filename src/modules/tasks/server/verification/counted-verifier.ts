import type { Metrics } from '../../../../server/metrics';
import type { CompletionVerifier } from './types';

/**
 * Counts each after-photo verdict (GET /metrics): the outcome, the verifier that decided, and
 * whether the AI verifier handed over to the local one (a timeout, an API error, an unreadable
 * answer). `error` counts verifications that threw.
 */
export function countedVerifier(inner: CompletionVerifier, metrics: Metrics): CompletionVerifier {
  const verdicts = metrics.counter({
    name: 'completion_verifications_total',
    help: 'After-photo verifications by outcome (verified, needs_review, failed, error), deciding verifier (openai, local) and whether the AI verifier fell back to the local one.',
    labels: ['outcome', 'verifier', 'fallback'],
  });
  return {
    name: inner.name,
    async verify(input) {
      try {
        const v = await inner.verify(input);
        verdicts.inc({ outcome: v.verificationStatus, verifier: v.verifier, fallback: v.fallbackReason === null ? 'no' : 'yes' });
        return v;
      } catch (err) {
        verdicts.inc({ outcome: 'error', verifier: inner.name, fallback: 'no' });
        throw err;
      }
    },
  };
}
