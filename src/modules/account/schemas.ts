import * as yup from 'yup';
import { DELETE_CONFIRMATION } from './contract';

export const CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION} to confirm`;

/** DELETE /api/account: the person must type DELETE. */
export const deleteAccountSchema = yup
  .object({
    confirm: yup.string().required(CONFIRMATION_MESSAGE).oneOf([DELETE_CONFIRMATION], CONFIRMATION_MESSAGE),
  })
  .noUnknown('Unknown field');
