import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { Logger } from '../../../server/http/errors';
import { CLOCK, CONFIG, DB, LOGGER, type Clock } from '../../../server/tokens';
import { ANALYSIS_API } from '../contract';
import { OpenAiAnalyser, type PhotoAnalyser } from './openai-analyser';
import { AnalysisRepository } from './repository';
import { AnalysisService, litterVocabulary } from './service';

export const ANALYSIS_REPO: ServiceIdentifier<AnalysisRepository> = Symbol.for('analysis.repository');
export const ANALYSIS_SERVICE: ServiceIdentifier<AnalysisService> = Symbol.for('analysis.service');

/** The OpenAI analyser when OPENAI_API_KEY is set (the core's OpenAI settings), else none: nothing is guessed. */
export function analyserFor(c: Config): PhotoAnalyser | null {
  if (!c.openai.apiKey) return null;
  return new OpenAiAnalyser({ apiKey: c.openai.apiKey, baseURL: c.openai.baseUrl, model: c.openai.model, timeoutMs: c.openai.timeoutMs }, litterVocabulary());
}

export const analysisContainerModule = new ContainerModule(({ bind }) => {
  bind(ANALYSIS_REPO).toResolvedValue((db: Db) => new AnalysisRepository(db), [DB]).inSingletonScope();
  bind(ANALYSIS_SERVICE)
    .toResolvedValue(
      (repo: AnalysisRepository, config: Config, clock: Clock, log: Logger) => new AnalysisService({ repo, analyser: analyserFor(config), clock, log }),
      [ANALYSIS_REPO, CONFIG, CLOCK, LOGGER],
    )
    .inSingletonScope();
  bind(ANALYSIS_API).toService(ANALYSIS_SERVICE);
});
