import * as yup from 'yup';
import { DELETE_CONFIRMATION, EXPORT_FORMAT, type AccountExportDto, type DeleteAccountResponse } from './contract';

export const CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION} to confirm`;

/** DELETE /api/account: the person must type DELETE. */
export const deleteAccountSchema = yup
  .object({
    confirm: yup.string().required(CONFIRMATION_MESSAGE).oneOf([DELETE_CONFIRMATION], CONFIRMATION_MESSAGE),
  })
  .noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

/**
 * GET /api/account/export: the header every export has; each module's section (profile, sessions,
 * photos, tasks, ledger, ...) follows under its own key.
 */
export const accountExportSchema: yup.ObjectSchema<AccountExportDto> = yup.object({
  format: yup.mixed<typeof EXPORT_FORMAT>().oneOf([EXPORT_FORMAT]).defined(),
  exportedAt: yup.string().defined(),
  userId: yup.string().defined(),
  modules: yup.array(yup.string().defined()).defined(),
});

export const deleteAccountResponseSchema: yup.ObjectSchema<DeleteAccountResponse> = yup.object({
  deleted: yup.mixed<true>().oneOf([true]).defined(),
  deletedAt: yup.string().defined(),
});
