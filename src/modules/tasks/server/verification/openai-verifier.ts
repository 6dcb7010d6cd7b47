import OpenAI from 'openai';
import * as yup from 'yup';
import type { Logger } from '../../../../server/http/errors';
import { languageName, verificationText, type VerificationTextKey } from './texts';
import { maxBonus, type CompletionVerifier, type Verdict, type VerificationInput } from './types';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** The JSON schema the model must answer with (structured outputs). */
export const VERDICT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['sameLocation', 'verificationStatus', 'completionPercentage', 'qualityScore', 'bonusEarned', 'feedback', 'areasImproved', 'stillNeedsWork', 'environmentalImpact'],
  properties: {
    sameLocation: { type: 'boolean', description: 'Do both photos show the same place?' },
    verificationStatus: { type: 'string', enum: ['verified', 'needs_review', 'failed'] },
    completionPercentage: { type: 'integer', minimum: 0, maximum: 100 },
    qualityScore: { type: 'integer', minimum: 0, maximum: 100 },
    bonusEarned: { type: 'integer', minimum: 0 },
    feedback: { type: 'string' },
    areasImproved: { type: 'array', items: { type: 'string' } },
    stillNeedsWork: { type: 'array', items: { type: 'string' } },
    environmentalImpact: { type: 'string' },
  },
} as const;

const answerSchema = yup.object({
  sameLocation: yup.boolean().required(),
  verificationStatus: yup.string().oneOf(['verified', 'needs_review', 'failed'] as const).required(),
  completionPercentage: yup.number().integer().min(0).max(100).required(),
  qualityScore: yup.number().integer().min(0).max(100).required(),
  bonusEarned: yup.number().integer().min(0).required(),
  feedback: yup.string().max(2000).required(),
  areasImproved: yup.array(yup.string().max(300).required()).max(20).required(),
  stillNeedsWork: yup.array(yup.string().max(300).required()).max(20).required(),
  environmentalImpact: yup.string().max(1000).required(),
});

const dataUrl = (buf: Buffer) => `data:image/webp;base64,${buf.toString('base64')}`;

/**
 * Asks an OpenAI-compatible model to compare the report photo with the after-photo. Server rules on
 * top of the answer: a different place or under 70% done is never 'verified'; the bonus is capped at
 * half the reward. Any failure (timeout, API error, malformed answer) hands over to the fallback.
 */
export class OpenAiVerifier implements CompletionVerifier {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly o: OpenAiOptions,
    private readonly fallback: CompletionVerifier,
    private readonly log: Logger,
  ) {
    this.client = new OpenAI({ apiKey: o.apiKey, baseURL: o.baseURL, timeout: o.timeoutMs, maxRetries: 0 });
  }

  async verify(input: VerificationInput): Promise<Verdict> {
    if (!input.before) return this.fallbackVerdict(input, 'fallback.noReportPhoto');
    let raw: string | null | undefined;
    try {
      const res = await this.client.chat.completions.create({
        model: this.o.model,
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: 'cleanup_verification', strict: true, schema: VERDICT_SCHEMA as unknown as Record<string, unknown> } },
        messages: [
          {
            role: 'system',
            content:
              'You verify community litter cleanups. Compare the BEFORE photo (the trash report) with the AFTER photo (taken by the volunteer after cleaning). ' +
              'Answer only with the JSON schema. "verified" only when both photos clearly show the same place and the litter is gone or nearly gone; ' +
              '"failed" when the litter is clearly still there or the after photo is the same picture as the before photo; "needs_review" when unsure. ' +
              `bonusEarned: 0 unless the work is exceptional, at most ${maxBonus(input.task.reward)} coins. ` +
              `Write feedback, areasImproved, stillNeedsWork and environmentalImpact for the volunteer in plain, friendly ${languageName(input.language)}.`,
          },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Reported: ${input.task.wasteType} waste. "${input.task.description}"${input.task.location ? ` at ${input.task.location}` : ''}. Reward ${input.task.reward} coins.` },
              { type: 'text', text: 'BEFORE:' },
              { type: 'image_url', image_url: { url: dataUrl(input.before), detail: 'low' } },
              { type: 'text', text: 'AFTER:' },
              { type: 'image_url', image_url: { url: dataUrl(input.after), detail: 'low' } },
            ],
          },
        ],
      });
      raw = res.choices[0]?.message?.content;
    } catch (err) {
      const status = err instanceof OpenAI.APIError ? err.status : undefined;
      const reason: VerificationTextKey =
        err instanceof OpenAI.APIConnectionTimeoutError ? 'fallback.timeout' : err instanceof OpenAI.APIError ? (status ? 'fallback.status' : 'fallback.error') : 'fallback.unreachable';
      this.log.error(`AI verification: ${verificationText('en', reason, { status: status ?? '' })}`, err);
      return this.fallbackVerdict(input, reason, { status: status ?? '' });
    }
    let answer: yup.InferType<typeof answerSchema>;
    try {
      answer = await answerSchema.validate(JSON.parse(raw ?? ''), { stripUnknown: true });
    } catch {
      return this.fallbackVerdict(input, 'fallback.unreadable');
    }
    let status = answer.verificationStatus;
    if (status === 'verified' && (!answer.sameLocation || answer.completionPercentage < 70)) status = 'needs_review';
    return {
      verificationStatus: status,
      completionPercentage: answer.completionPercentage,
      qualityScore: answer.qualityScore,
      bonusEarned: status === 'verified' ? Math.min(answer.bonusEarned, maxBonus(input.task.reward)) : 0,
      feedback: answer.feedback,
      areasImproved: answer.areasImproved,
      stillNeedsWork: answer.stillNeedsWork,
      environmentalImpact: answer.environmentalImpact,
      verifier: 'openai',
      fallbackReason: null,
    };
  }

  /** The fallback's verdict, with why it decided in the volunteer's language. */
  private async fallbackVerdict(input: VerificationInput, reason: VerificationTextKey, values?: Record<string, string | number>): Promise<Verdict> {
    const v = await this.fallback.verify(input);
    return { ...v, fallbackReason: verificationText(input.language, reason, values) };
  }
}
