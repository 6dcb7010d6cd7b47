import type { Clock } from '../../../server/tokens';
import { HttpError } from '../../../server/http/errors';
import type { GuestApi } from '../../guest/contract';
import {
  CANNOT_DISABLE_REQUIRED,
  CONSENT_CATEGORY_IDS,
  ConsentErrorCodes,
  DATA_RIGHTS_RESPONSE_MONTHS,
  OPTIONAL_CATEGORY_IDS,
  type CategoryBreakdownDto,
  type ConsentApi,
  type ConsentCategoryDto,
  type ConsentCategoryId,
  type ConsentDecisions,
  type ConsentHistoryEntryDto,
  type ConsentProofDto,
  type ConsentSource,
  type ConsentStatusDto,
  type RecordConsentBody,
  type RequestContext,
  type TransparencyReportDto,
} from '../contract';
import { categoriesWith, defaultDecisions, isRequired } from './categories';
import type { ConsentRepository } from './repository';
import { hashUserAgent, truncateIp } from './request-evidence';
import { computeStatus, legalValidation, validityScore } from './status';
import type { UnitOfWork } from '../../../server/unit-of-work';

/** The privacy policy version in force (spec 9: default 1.0). A holder, so a new policy can be rolled out (and tested). */
export interface ConsentPolicy {
  currentVersion(): string;
}

const requiredError = () => new HttpError(400, ConsentErrorCodes.REQUIRED_CATEGORY, CANNOT_DISABLE_REQUIRED);

/** The rules of consent: decisions build on the previous entry, required categories stay on, nothing is overwritten. */
export class ConsentService implements ConsentApi {
  constructor(
    private readonly repo: ConsentRepository,
    private readonly clock: Clock,
    private readonly policy: ConsentPolicy,
    private readonly guests: Pick<GuestApi, 'setConsentVersion'>,
    private readonly uow: UnitOfWork,
  ) {}

  async status(userId: string): Promise<ConsentStatusDto> {
    return computeStatus(await this.repo.latest(userId), this.clock.now(), this.policy.currentVersion());
  }

  async categories(userId: string | null): Promise<ConsentCategoryDto[]> {
    const latest = userId ? await this.repo.latest(userId) : null;
    return categoriesWith(latest?.granularConsents ?? defaultDecisions());
  }

  async record(userId: string, body: Omit<RecordConsentBody, 'userId'>, req: RequestContext) {
    for (const c of body.consentCategories) if (isRequired(c.categoryId) && c.consented === false) throw requiredError();
    return this.append(userId, body.source, req, (previous) => {
      const next = { ...previous };
      for (const c of body.consentCategories) next[c.categoryId] = c.consented;
      return { action: 'record', decisions: next, withdrawn: [] };
    });
  }

  async withdraw(userId: string, categoryIds: ConsentCategoryId[], source: ConsentSource, req: RequestContext) {
    if (categoryIds.some(isRequired)) throw requiredError();
    const ids = [...new Set(categoryIds)];
    return this.append(userId, source, req, (previous) => {
      const next = { ...previous };
      for (const id of ids) next[id] = false;
      return { action: 'withdraw', decisions: next, withdrawn: ids };
    });
  }

  async history(userId: string): Promise<ConsentHistoryEntryDto[]> {
    return this.repo.history(userId);
  }

  async proof(userId: string): Promise<ConsentProofDto> {
    const history = await this.repo.history(userId);
    const now = this.clock.now();
    const currentStatus = computeStatus(history.at(-1) ?? null, now, this.policy.currentVersion());
    return {
      userId,
      consentHistory: [...history].reverse(),
      currentStatus,
      legalValidation: legalValidation(history, currentStatus),
      generatedAt: now.toISOString(),
    };
  }

  async transparencyReport(userId: string): Promise<TransparencyReportDto> {
    const history = await this.repo.history(userId);
    const now = this.clock.now();
    const status = computeStatus(history.at(-1) ?? null, now, this.policy.currentVersion());
    const categoryBreakdown = Object.fromEntries(
      CONSENT_CATEGORY_IDS.map((id): [ConsentCategoryId, CategoryBreakdownDto] => [
        id,
        {
          granted: history.filter((e) => e.granularConsents[id] === true).length,
          denied: history.filter((e) => e.granularConsents[id] === false).length,
          active: status.hasConsent && status.consents[id],
        },
      ]),
    ) as Record<ConsentCategoryId, CategoryBreakdownDto>;
    return {
      userId,
      generatedAt: now.toISOString(),
      consentMetrics: {
        totalConsents: history.length,
        activeConsents: status.hasConsent ? CONSENT_CATEGORY_IDS.filter((id) => status.consents[id]).length : 0,
        withdrawals: history.filter((e) => e.action === 'withdraw').length,
        categoryBreakdown,
      },
      complianceStatus: {
        consentValidityScore: validityScore(history, status),
        renewalRequired: status.renewal.required,
        policyVersion: this.policy.currentVersion(),
      },
      dataRights: {
        responseTime: `Within ${DATA_RIGHTS_RESPONSE_MONTHS} month`,
        cost: 'Free of charge',
        rights: ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw_consent', 'complaint'],
      },
    };
  }

  private async append(
    userId: string,
    source: ConsentSource,
    req: RequestContext,
    decide: (previous: ConsentDecisions) => { action: 'record' | 'withdraw'; decisions: ConsentDecisions; withdrawn: ConsentCategoryId[] },
  ): Promise<{ consentId: string; consentStatus: ConsentStatusDto }> {
    const now = this.clock.now();
    const entry = await this.uow.run(async (unit, trx) => {
      await this.repo.lockSubject(trx, userId);
      const latest = await this.repo.latest(userId, trx);
      const { action, decisions, withdrawn } = decide({ ...defaultDecisions(), ...(latest?.granularConsents ?? {}) });
      for (const id of CONSENT_CATEGORY_IDS) if (isRequired(id)) decisions[id] = true;
      for (const id of OPTIONAL_CATEGORY_IDS) decisions[id] = decisions[id] === true;
      const inserted = await this.repo.insert(
        {
          userId,
          action,
          decisions,
          withdrawnCategories: withdrawn,
          policyVersion: this.policy.currentVersion(),
          source,
          ipTruncated: truncateIp(req.ip),
          userAgentHash: hashUserAgent(req.userAgent),
          createdAt: now,
        },
        trx,
      );
      // The user row names the policy version of the latest decision (the guest module owns it).
      await this.guests.setConsentVersion(userId, inserted.consentVersion, unit);
      return inserted;
    });
    return { consentId: entry.consentId, consentStatus: computeStatus(entry, now, this.policy.currentVersion()) };
  }
}
