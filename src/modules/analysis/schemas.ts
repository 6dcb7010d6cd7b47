import * as yup from 'yup';
import { aiAnalysisSchema } from '../tasks/schemas';
import { ANALYSIS_REASONS, type AnalysisReason, type AnalyzePhotoResponse } from './contract';

/** Messages of the analysis module's errors (German: i18n/errors.ts). */
export const ANALYSIS_MESSAGES = {
  noPhoto: 'Please add the photo to look at.',
  tooMany: 'You have asked for many photo analyses in a short time. Please wait a while and try again.',
} as const;

/** The answer of POST /api/analysis (documentation in the OpenAPI document; typed against the contract). */
export const analyzePhotoResponseSchema = yup.object({
  id: yup.string().nullable().defined(),
  available: yup.boolean().defined(),
  reason: yup.mixed<AnalysisReason>().oneOf([...ANALYSIS_REASONS]).nullable().defined(),
  suggestions: yup
    .array(
      yup
        .object({
          category: yup.string().defined(),
          item: yup.string().defined(),
          material: yup.string().nullable(),
          brand: yup.string().nullable(),
          count: yup.number().defined(),
        })
        .defined(),
    )
    .defined(),
  analysis: aiAnalysisSchema.nullable().defined(),
}) as unknown as yup.ObjectSchema<AnalyzePhotoResponse>;
