import * as yup from 'yup';
import { LANGUAGES, type Language } from '../../shared/language';
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  type AlertChoices,
  type AlertEmailDto,
  type AlertPreferencesDto,
  type AlertPreferencesInput,
  type PushKeyDto,
  type PushSubscriptionInput,
  type SetAlertEmailDto,
} from './contract';

/** Longest push service URL accepted (real ones are a few hundred characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;
/** Longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

const channelSwitches = yup.object(Object.fromEntries(ALERT_CHANNELS.map((c) => [c, yup.boolean().required()])) as Record<(typeof ALERT_CHANNELS)[number], yup.BooleanSchema<boolean>>).noUnknown().required();

/**
 * A kind added later (`areaNew`, issue 24; `adoptionDue`, issue 42) may be missing from a client that was loaded before it
 * existed: it is then off (the service reads missing kinds as off).
 */
const LATER_KINDS: readonly string[] = ['areaNew', 'adoptionDue'];
const laterSwitches = yup
  .object(Object.fromEntries(ALERT_CHANNELS.map((c) => [c, yup.boolean().required()])) as Record<(typeof ALERT_CHANNELS)[number], yup.BooleanSchema<boolean>>)
  .noUnknown()
  .default(undefined)
  .optional();

export const alertChoicesSchema: yup.ObjectSchema<AlertChoices> = yup
  .object(Object.fromEntries(ALERT_KINDS.map((k) => [k, LATER_KINDS.includes(k) ? laterSwitches : channelSwitches])) as Record<(typeof ALERT_KINDS)[number], typeof channelSwitches>)
  .noUnknown()
  .required();

const languageSchema = yup.string<Language>().oneOf(LANGUAGES).required();

export const preferencesBodySchema: yup.ObjectSchema<AlertPreferencesInput> = yup
  .object({ choices: alertChoicesSchema, language: languageSchema })
  .noUnknown();

const emailDtoSchema: yup.ObjectSchema<AlertEmailDto> = yup.object({ address: yup.string().required(), confirmed: yup.boolean().required() });

export const preferencesResponseSchema: yup.ObjectSchema<AlertPreferencesDto> = yup.object({
  choices: alertChoicesSchema,
  language: languageSchema,
  email: emailDtoSchema.nullable().defined().default(null),
  pushDevices: yup.number().integer().required(),
});

export const setEmailResponseSchema: yup.ObjectSchema<SetAlertEmailDto> = preferencesResponseSchema.shape({
  confirmationMail: yup.string<SetAlertEmailDto['confirmationMail']>().oneOf(['on_its_way', 'not_needed']).required(),
});

/** Base64url without padding, as PushSubscription.toJSON() writes the keys. */
const base64url = (max: number) => yup.string().trim().matches(/^[A-Za-z0-9_-]+=*$/, 'Not a base64url key').max(max).required();

export const pushSubscriptionSchema: yup.ObjectSchema<PushSubscriptionInput> = yup.object({
  endpoint: yup.string().trim().url('Not a URL').max(MAX_PUSH_ENDPOINT_LENGTH).required(),
  keys: yup.object({ p256dh: base64url(200), auth: base64url(100) }).required(),
});

export const pushEndpointSchema = yup.object({ endpoint: yup.string().trim().max(MAX_PUSH_ENDPOINT_LENGTH).required() }).noUnknown();

export const pushKeySchema: yup.ObjectSchema<PushKeyDto> = yup.object({ publicKey: yup.string().required() });

export const emailBodySchema = yup
  .object({
    address: yup.string().trim().lowercase().email('Not an e-mail address').max(MAX_EMAIL_LENGTH).required('Enter an e-mail address'),
    language: languageSchema,
  })
  .noUnknown();

export const tokenBodySchema = yup.object({ token: yup.string().trim().matches(/^[A-Za-z0-9_-]{20,100}$/, 'Not a valid link').required() }).noUnknown();

export const doneSchema = yup.object({ done: yup.boolean().required() });
