import * as yup from 'yup';
import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import type { LitterTag } from '../../litter/contract';
import { litterTagSchema, litterTagsSchema } from '../../litter/schemas';
import type { AiAnalysis } from '../../tasks/contract';
import { ANALYSIS_KEEP_MS, type AnalysisApi, type AnalyzePhotoResponse } from '../contract';
import type { AnalysisResult } from './models';
import type { AnalysisVocabulary, PhotoAnalyser } from './openai-analyser';
import { photoSha256, preparePhoto } from './photo';
import type { AnalysisRepository } from './repository';

/** At most this many suggested tags (the litter module's limit on a report). */
const MAX_SUGGESTIONS = 50;

/** The model's answer as far as the service needs it; items outside the taxonomy are dropped afterwards. */
const answerSchema = yup.object({
  litter: yup
    .array(
      yup.object({
        item: yup.string().required(),
        material: yup.string().nullable(),
        brand: yup.string().nullable(),
        count: yup.number().required(),
      }),
    )
    .required(),
  items: yup.array(yup.string().max(200).required()).max(50).required(),
  toolsNeeded: yup.array(yup.string().max(200).required()).max(30).required(),
  hazardous: yup.boolean().required(),
  confidence: yup.number().min(0).max(1).required(),
});

/** The litter taxonomy's item ids and materials, as the litter module's tag schema knows them. */
export function litterVocabulary(): AnalysisVocabulary {
  const fields = litterTagSchema.describe().fields as Record<string, { oneOf?: unknown[] }>;
  const ids = (name: string) => (fields[name]?.oneOf ?? []).filter((v): v is string => typeof v === 'string');
  return { items: ids('item'), materials: ids('material') };
}

/** An item id is `<category>.<item>`: its category is the part before the dot. */
const categoryOf = (item: string) => item.split('.')[0] ?? '';

/** The model's tags that are valid litter tags (taxonomy ids, counts 1..999), merged by item, material and brand. */
export function toSuggestions(litter: { item: string; material?: string | null; brand?: string | null; count: number }[]): LitterTag[] {
  const byKey = new Map<string, LitterTag>();
  for (const l of litter) {
    const candidate = { category: categoryOf(l.item), item: l.item, material: l.material ?? null, brand: l.brand ?? null, count: Math.round(l.count) };
    let tag: LitterTag;
    try {
      tag = litterTagSchema.validateSync(candidate, { stripUnknown: true });
    } catch {
      continue;
    }
    const key = `${tag.item}|${tag.material ?? ''}|${(tag.brand ?? '').toLowerCase()}`;
    const seen = byKey.get(key);
    if (seen) seen.count = Math.min(999, seen.count + tag.count);
    else byKey.set(key, { ...tag });
  }
  const list = [...byKey.values()].slice(0, MAX_SUGGESTIONS);
  return litterTagsSchema.validateSync(list) as LitterTag[];
}

export interface AnalysisDeps {
  repo: AnalysisRepository;
  /** Null without OPENAI_API_KEY. */
  analyser: PhotoAnalyser | null;
  clock: Clock;
  log: Logger;
}

/**
 * Photo analysis: the model's answer checked (only taxonomy items, sane numbers), stored for 24 hours
 * and taken into one report of the same person. A model that cannot be asked, times out or answers
 * nothing usable is logged and answered as 'unreachable', never an error.
 */
export class AnalysisService implements AnalysisApi {
  constructor(private readonly d: AnalysisDeps) {}

  async analyse(userId: string, photo: Buffer): Promise<AnalyzePhotoResponse> {
    if (!this.d.analyser) return { id: null, available: false, reason: 'no_api_key', suggestions: [], analysis: null };
    const { jpeg, sha256 } = await preparePhoto(photo);
    let result: AnalysisResult;
    try {
      const answer = await answerSchema.validate(await this.d.analyser.analyse(jpeg), { stripUnknown: true });
      const analysis: AiAnalysis = { items: answer.items, toolsNeeded: answer.toolsNeeded, hazardous: answer.hazardous, confidence: answer.confidence };
      result = { suggestions: toSuggestions(answer.litter), analysis };
    } catch (err) {
      this.d.log.error('photo analysis: the AI could not be asked or gave no usable answer', err);
      return { id: null, available: false, reason: 'unreachable', suggestions: [], analysis: null };
    }
    const row = await this.d.repo.insert({ userId, photoSha256: sha256, result, createdAt: this.d.clock.now() });
    return { id: row.id, available: true, reason: null, suggestions: result.suggestions, analysis: result.analysis };
  }

  async take(id: string, userId: string, photo: Uint8Array, unit: Unit): Promise<AiAnalysis | null> {
    const now = this.d.clock.now();
    const row = await this.d.repo.take(trxOf(unit), { id, userId, photoSha256: photoSha256(photo) }, new Date(now.getTime() - ANALYSIS_KEEP_MS), now);
    return row ? row.result.analysis : null;
  }

  /** Deletes analyses older than ANALYSIS_KEEP_MS (the `analysis sweep` job). */
  sweep(): Promise<number> {
    return this.d.repo.sweep(new Date(this.d.clock.now().getTime() - ANALYSIS_KEEP_MS));
  }
}
