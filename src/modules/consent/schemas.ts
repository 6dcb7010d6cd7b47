import * as yup from 'yup';
import {
  CONSENT_CATEGORY_IDS,
  CONSENT_SOURCES,
  type CategoriesResponse,
  type ConsentAction,
  type ConsentCategoryDto,
  type ConsentCategoryId,
  type ConsentDecisions,
  type ConsentHistoryEntryDto,
  type ConsentProofDto,
  type ConsentSource,
  type ConsentStatusDto,
  type ProofResponse,
  type RecordResponse,
  type RenewalReason,
  type ReportResponse,
  type StatusResponse,
  type TransparencyReportDto,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userId = () => yup.string().required('User id is required').matches(uuid, 'User id must be a valid id');

const categoryId = () =>
  yup
    .mixed<ConsentCategoryId>()
    .oneOf([...CONSENT_CATEGORY_IDS], `Consent category must be one of: ${CONSENT_CATEGORY_IDS.join(', ')}`)
    .required('Consent category is required');

const source = () =>
  yup
    .mixed<ConsentSource>()
    .oneOf([...CONSENT_SOURCES], `Source must be one of: ${CONSENT_SOURCES.join(', ')}`)
    .default('preferences');

/** Route parameter {userId} of GET /api/security/consent/status/{userId} and /proof/{userId}. */
export const consentUserParamsSchema = yup.object({ userId: userId() });

/** GET /api/security/consent/transparency/report?userId={userId} */
export const consentReportQuerySchema = yup.object({ userId: userId() });

/**
 * POST /api/security/consent/record. Each item is a category with the decision; further fields of a
 * full Consent category object (name, description, ...) are allowed and ignored.
 */
export const recordConsentSchema = yup.object({
  userId: userId(),
  consentCategories: yup
    .array(
      yup.object({
        categoryId: categoryId(),
        consented: yup.boolean().typeError('consented must be true or false').required('consented is required'),
      }),
    )
    .min(1, 'At least one consent category is required')
    .required('consentCategories is required'),
  source: source(),
});

/** POST /api/security/consent/withdraw */
export const withdrawConsentSchema = yup.object({
  userId: userId(),
  categoryIds: yup.array(categoryId()).min(1, 'At least one category id is required').required('categoryIds is required'),
  source: source(),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();
const text = () => yup.string().defined();
const count = () => yup.number().defined();
const flag = () => yup.boolean().defined();
const categoryIdAnswer = () => yup.mixed<ConsentCategoryId>().oneOf([...CONSENT_CATEGORY_IDS]).defined();
const successTrue = () => yup.mixed<true>().oneOf([true]).defined();

export const consentDecisionsSchema: yup.ObjectSchema<ConsentDecisions> = yup.object({ essential: flag(), analytics: flag(), performance: flag() });

const RENEWAL_REASONS: Exclude<RenewalReason, null>[] = ['no_consent', 'policy_updated', 'expired', 'expiring_soon'];

export const consentStatusSchema: yup.ObjectSchema<ConsentStatusDto> = yup.object({
  hasConsent: flag(),
  lastUpdated: nullableText(),
  version: nullableText(),
  currentVersion: text(),
  consents: consentDecisionsSchema.defined(),
  renewal: yup
    .object({
      required: flag(),
      // null in oneOf too: the JSON Schema converter drops a mixed schema's nullable.
      reason: yup.mixed<Exclude<RenewalReason, null>>().nullable().oneOf([...RENEWAL_REASONS, null]).defined(),
      daysUntilExpiry: count(),
    })
    .defined(),
});

export const consentCategorySchema: yup.ObjectSchema<ConsentCategoryDto> = yup.object({
  categoryId: categoryIdAnswer(),
  name: text(),
  description: text(),
  required: flag(),
  consented: flag(),
  purposes: yup.array(text()).defined(),
  retentionPeriod: text(),
});

export const consentHistoryEntrySchema: yup.ObjectSchema<ConsentHistoryEntryDto> = yup.object({
  consentId: text(),
  timestamp: text(),
  consentVersion: text(),
  ipAddress: nullableText(),
  userAgentHash: nullableText(),
  source: yup.mixed<ConsentSource>().oneOf([...CONSENT_SOURCES]).defined(),
  action: yup.mixed<ConsentAction>().oneOf(['record', 'withdraw']).defined(),
  withdrawalDate: nullableText(),
  withdrawnCategories: yup.array(categoryIdAnswer()).defined(),
  granularConsents: consentDecisionsSchema.defined(),
});

export const consentProofSchema: yup.ObjectSchema<ConsentProofDto> = yup.object({
  userId: text(),
  consentHistory: yup.array(consentHistoryEntrySchema.defined()).defined(),
  currentStatus: consentStatusSchema.defined(),
  legalValidation: yup.object({ gdprCompliant: flag(), validConsent: flag(), withdrawalRights: flag(), auditTrail: flag() }).defined(),
  generatedAt: text(),
});

const breakdown = () => yup.object({ granted: count(), denied: count(), active: flag() }).defined();

export const transparencyReportSchema: yup.ObjectSchema<TransparencyReportDto> = yup.object({
  userId: text(),
  generatedAt: text(),
  consentMetrics: yup
    .object({
      totalConsents: count(),
      activeConsents: count(),
      withdrawals: count(),
      categoryBreakdown: yup.object({ essential: breakdown(), analytics: breakdown(), performance: breakdown() }).defined(),
    })
    .defined(),
  complianceStatus: yup.object({ consentValidityScore: count(), renewalRequired: flag(), policyVersion: text() }).defined(),
  dataRights: yup.object({ responseTime: text(), cost: text(), rights: yup.array(text()).defined() }).defined(),
});

export const categoriesResponseSchema: yup.ObjectSchema<CategoriesResponse> = yup.object({
  success: successTrue(),
  categories: yup.array(consentCategorySchema.defined()).defined(),
});

export const statusResponseSchema: yup.ObjectSchema<StatusResponse> = yup.object({ success: successTrue(), consentStatus: consentStatusSchema.defined() });

export const reportResponseSchema: yup.ObjectSchema<ReportResponse> = yup.object({ success: successTrue(), report: transparencyReportSchema.defined() });

export const proofResponseSchema: yup.ObjectSchema<ProofResponse> = yup.object({ success: successTrue(), proof: consentProofSchema.defined() });

export const recordResponseSchema: yup.ObjectSchema<RecordResponse> = yup.object({
  success: successTrue(),
  error: yup.mixed<never>().nullable().oneOf([null]).defined(),
  consentId: text(),
  consentStatus: consentStatusSchema.defined(),
});
