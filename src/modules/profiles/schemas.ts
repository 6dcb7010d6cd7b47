import * as yup from 'yup';
import { PROFILE_TEXTS, type ProfileImageResponse, type SelectNameResponse } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = yup.string().required('userId is required').matches(uuid, 'userId must be a valid id');

export const userIdParamsSchema = yup.object({ userId });
export const userIdBodySchema = yup.object({ userId });

/** The name generator's custom name: 2-30 characters after trimming. */
export const generatorNameSchema = yup.string().trim().required(PROFILE_TEXTS.nameTooShort).min(2, PROFILE_TEXTS.nameTooShort).max(30, PROFILE_TEXTS.nameTooLong);

/** The champion-name dialog (and POST select-name): 3-30 characters. The two readings differ (spec 9). */
export const selectNameSchema = yup.object({
  championName: yup.string().trim().required(PROFILE_TEXTS.nothingSelected).min(3, PROFILE_TEXTS.customNameRange).max(30, PROFILE_TEXTS.customNameRange),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

export const selectNameResponseSchema: yup.ObjectSchema<SelectNameResponse> = yup.object({
  success: yup.mixed<true>().oneOf([true]).defined(),
  championName: yup.string().defined(),
});

export const profileImageResponseSchema: yup.ObjectSchema<ProfileImageResponse> = yup.object({
  profileImageUrl: yup.string().defined(),
});
