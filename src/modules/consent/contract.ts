/**
 * consent module: consent categories, the append-only consent history, status, proof and the
 * transparency report (spec sections 3, 4, 5 and 7). The ONLY file other modules import (plus
 * schemas.ts). Safe on server and client: no knex, no React.
 */

export const CONSENT_API = Symbol.for('consent.api');

/**
 * The privacy policy version a consent is given under (spec 9 started at '1.0'). Raise it whenever the
 * policy changes: everyone is asked again (renewal reason 'policy_updated'), and the consent banner
 * and the privacy settings show what changed (the consent texts' `whatChanged`, which describe this
 * version). 1.1 (issue 33): report photos go to the AI service for litter tag suggestions when one is
 * configured, and the community features' data (tags, events, teams, challenges, alert areas).
 * 1.2 (issue 39): faces in report photos, after-photos and event photos are blurred before a photo is
 * stored (only the blurred photo is kept), and a person can withdraw the open licence of their photos.
 */
export const CONSENT_VERSION = '1.2';

/** Consent is renewed after 12 months (and whenever the policy version changes). */
export const CONSENT_VALIDITY_MONTHS = 12;

/** Spec 9: data rights requests are answered within 1 month, free of charge. */
export const DATA_RIGHTS_RESPONSE_MONTHS = 1;

/** The categories of this app. Only essential is required; the local gdpr-consent record has the same three. */
export const CONSENT_CATEGORY_IDS = ['essential', 'analytics', 'performance'] as const;
export type ConsentCategoryId = (typeof CONSENT_CATEGORY_IDS)[number];
export const REQUIRED_CATEGORY_IDS: readonly ConsentCategoryId[] = ['essential'];
export const OPTIONAL_CATEGORY_IDS: readonly ConsentCategoryId[] = ['analytics', 'performance'];

/**
 * Where a decision was made: the bottom banner, the simpler banner, the privacy settings panel, a
 * renewal, or 'sync' (the choice stored in the browser, recorded for a new session of the same
 * browser, e.g. after a guest session expired). Withdrawals carry the source of the request too.
 */
export const CONSENT_SOURCES = ['banner', 'simple_banner', 'preferences', 'renewal', 'sync'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** 'record' = choices saved; 'withdraw' = optional categories withdrawn. */
export type ConsentAction = 'record' | 'withdraw';

/** Spec 5: required categories cannot be disabled. */
export const CANNOT_DISABLE_REQUIRED = 'Cannot disable required cookies';

export const ConsentErrorCodes = {
  REQUIRED_CATEGORY: 'CONSENT_REQUIRED_CATEGORY',
  UNKNOWN_CATEGORY: 'CONSENT_UNKNOWN_CATEGORY',
} as const;

/** Decisions per category, as stored in each history entry. */
export type ConsentDecisions = Record<ConsentCategoryId, boolean>;

/** Spec 3, Consent category (consented is the caller's current decision). */
export interface ConsentCategoryDto {
  categoryId: ConsentCategoryId;
  name: string;
  description: string;
  required: boolean;
  consented: boolean;
  purposes: string[];
  retentionPeriod: string;
}

export type RenewalReason = 'no_consent' | 'policy_updated' | 'expired' | 'expiring_soon' | null;

/** Spec 3, Consent status, plus the decisions and the policy version now in force. */
export interface ConsentStatusDto {
  hasConsent: boolean;
  /** ISO time of the latest history entry, or null. */
  lastUpdated: string | null;
  /** Policy version the latest entry was given under, or null. */
  version: string | null;
  currentVersion: string;
  consents: ConsentDecisions;
  renewal: { required: boolean; reason: RenewalReason; daysUntilExpiry: number };
}

/** One entry of the append-only history (spec 3, Consent proof). */
export interface ConsentHistoryEntryDto {
  consentId: string;
  timestamp: string;
  consentVersion: string;
  /** Truncated: IPv4 with the last octet zeroed, IPv6 cut to /48. */
  ipAddress: string | null;
  userAgentHash: string | null;
  source: ConsentSource;
  action: ConsentAction;
  /** Set on withdrawal entries: when the withdrawal happened. */
  withdrawalDate: string | null;
  /** Which categories this entry withdrew (empty for a record entry). */
  withdrawnCategories: ConsentCategoryId[];
  granularConsents: ConsentDecisions;
}

export interface LegalValidationDto {
  gdprCompliant: boolean;
  validConsent: boolean;
  withdrawalRights: boolean;
  auditTrail: boolean;
}

export interface ConsentProofDto {
  userId: string;
  /** Newest first. */
  consentHistory: ConsentHistoryEntryDto[];
  currentStatus: ConsentStatusDto;
  legalValidation: LegalValidationDto;
  generatedAt: string;
}

export interface CategoryBreakdownDto {
  /** Entries that granted it. */
  granted: number;
  /** Entries that refused or withdrew it. */
  denied: number;
  /** The current decision. */
  active: boolean;
}

/** Spec 3, Transparency report. */
export interface TransparencyReportDto {
  userId: string;
  generatedAt: string;
  consentMetrics: {
    totalConsents: number;
    activeConsents: number;
    withdrawals: number;
    categoryBreakdown: Record<ConsentCategoryId, CategoryBreakdownDto>;
  };
  complianceStatus: {
    /** 0-100: 25 points each for a consent on record, the current policy version, within 12 months, a complete audit trail. */
    consentValidityScore: number;
    renewalRequired: boolean;
    policyVersion: string;
  };
  dataRights: { responseTime: string; cost: string; rights: string[] };
}

/** POST /api/security/consent/record: one decision per category; unlisted ones keep their last decision (false if none). */
export interface RecordConsentBody {
  userId: string;
  consentCategories: { categoryId: ConsentCategoryId; consented: boolean }[];
  source: ConsentSource;
}

/** Every consent answer carries success; failures also carry error (spec 7) and code (project format). */
export interface ConsentFailure {
  success: false;
  error: string;
  code: string;
  details?: unknown;
}
export type StatusResponse = { success: true; consentStatus: ConsentStatusDto };
export type CategoriesResponse = { success: true; categories: ConsentCategoryDto[] };
export type ReportResponse = { success: true; report: TransparencyReportDto };
export type ProofResponse = { success: true; proof: ConsentProofDto };
export type RecordResponse = { success: true; error: null; consentId: string; consentStatus: ConsentStatusDto };

/** Request context of a decision (the service truncates and hashes it). */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface ConsentApi {
  status(userId: string): Promise<ConsentStatusDto>;
  categories(userId: string | null): Promise<ConsentCategoryDto[]>;
  record(userId: string, body: Omit<RecordConsentBody, 'userId'>, req: RequestContext): Promise<{ consentId: string; consentStatus: ConsentStatusDto }>;
  withdraw(userId: string, categoryIds: ConsentCategoryId[], source: ConsentSource, req: RequestContext): Promise<{ consentId: string; consentStatus: ConsentStatusDto }>;
  proof(userId: string): Promise<ConsentProofDto>;
  transparencyReport(userId: string): Promise<TransparencyReportDto>;
  /** The whole history of a user, oldest first (for the data export). */
  history(userId: string): Promise<ConsentHistoryEntryDto[]>;
}
