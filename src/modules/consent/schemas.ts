import * as yup from 'yup';
import { CONSENT_CATEGORY_IDS, CONSENT_SOURCES, type ConsentCategoryId, type ConsentSource } from './contract';

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
