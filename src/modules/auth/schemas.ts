import * as yup from 'yup';
import type {
  AttestationConveyancePreference,
  AttestationFormat,
  AuthenticationExtensionsClientInputs,
  AuthenticationExtensionsClientOutputs,
  AuthenticationResponseJSON,
  AuthenticatorAssertionResponseJSON,
  AuthenticatorAttachment,
  AuthenticatorAttestationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialHint,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  ResidentKeyRequirement,
  UserVerificationRequirement,
} from '@simplewebauthn/server';
import { currentUserSchema, sessionSchema } from '../guest/schemas';
import type { GuestClaim, SessionInfoDto, SessionKind } from '../guest/contract';
import type {
  GuestPointsChoice,
  PasskeyDto,
  PasskeysResponse,
  RecoveryCodesResponse,
  RegisterPasskeyResponse,
  SessionsResponse,
  SignInResponse,
  SignOutEverywhereResponse,
} from './contract';

/**
 * A JSON object that the WebAuthn library checks in full: validated like `yup.object()` (any plain
 * object; the same type error), typed as the library's shape of it.
 */
const webauthnObject = <T extends object>() =>
  yup.mixed<T>({ type: 'object', check: (value: unknown): value is T => Object.prototype.toString.call(value) === '[object Object]' });

/** What a browser posts for a passkey: the ids and type checked here, the rest by the library. */
const webauthnFields = {
  id: yup.string().required().max(1400),
  rawId: yup.string().required().max(1400),
  type: yup.string<'public-key'>().oneOf(['public-key']).required(),
  clientExtensionResults: webauthnObject<AuthenticationExtensionsClientOutputs>().default({}),
  authenticatorAttachment: yup.string<AuthenticatorAttachment>().optional(),
};

/** A new passkey's attestation (navigator.credentials.create). */
const registrationResponseSchema: yup.ObjectSchema<RegistrationResponseJSON> = yup.object({
  ...webauthnFields,
  response: webauthnObject<AuthenticatorAttestationResponseJSON>().required(),
});

/** A passkey's assertion (navigator.credentials.get): sign-in and the fresh check of sensitive changes. */
const authenticationResponseSchema: yup.ObjectSchema<AuthenticationResponseJSON> = yup.object({
  ...webauthnFields,
  response: webauthnObject<AuthenticatorAssertionResponseJSON>().required(),
});

export const registerVerifySchema = yup.object({
  response: registrationResponseSchema.required(),
  name: yup.string().trim().max(60).optional(),
  /** Needed when the account already has a passkey (issue 33): a fresh check by one of them, see reauthBodySchema. */
  reauth: authenticationResponseSchema.default(undefined).optional(),
});

const guestPoints = yup.string<GuestPointsChoice>().oneOf(['merge', 'donate']).optional();

export const signInVerifySchema = yup.object({ response: authenticationResponseSchema.required(), guestPoints });

export const recoverySignInSchema = yup.object({
  username: yup.string().trim().required().max(60),
  code: yup.string().trim().required().max(40),
  guestPoints,
});

/**
 * Recovery codes and passkey removal carry a fresh passkey assertion (`POST /api/auth/reauth/options`).
 * Optional here: without it the service answers 403 REAUTH_REQUIRED rather than a validation error.
 */
export const reauthBodySchema = yup.object({ reauth: authenticationResponseSchema.default(undefined).optional() });

export const idParamsSchema = yup.object({ id: yup.string().uuid().required() });

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();
const text = () => yup.string().defined();
const oneOf = <T extends string>(values: readonly T[]) => yup.mixed<T>().oneOf(values);

const credentialDescriptorSchema = yup.object({
  id: text(),
  type: text(),
  transports: yup.array(text()).optional(),
});

const userVerificationSchema = oneOf<UserVerificationRequirement>(['discouraged', 'preferred', 'required']).optional();
const hintsSchema = yup.array(oneOf<PublicKeyCredentialHint>(['hybrid', 'security-key', 'client-device']).defined()).optional();
const extensionsSchema = webauthnObject<AuthenticationExtensionsClientInputs>().optional();

/** POST /api/auth/passkeys/register/options: what the browser's passkey prompt needs to make one. */
export const creationOptionsSchema: yup.ObjectSchema<PublicKeyCredentialCreationOptionsJSON> = yup.object({
  rp: yup.object({ id: yup.string().optional(), name: text() }).defined(),
  user: yup.object({ id: text(), name: text(), displayName: text() }).defined(),
  challenge: text(),
  pubKeyCredParams: yup.array(yup.object({ alg: yup.number().defined(), type: oneOf(['public-key'] as const).defined() }).defined()).defined(),
  timeout: yup.number().optional(),
  excludeCredentials: yup.array(credentialDescriptorSchema.defined()).optional(),
  authenticatorSelection: yup
    .object({
      authenticatorAttachment: oneOf<AuthenticatorAttachment>(['cross-platform', 'platform']).optional(),
      requireResidentKey: yup.boolean().optional(),
      residentKey: oneOf<ResidentKeyRequirement>(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema,
    })
    .optional()
    .default(undefined),
  hints: hintsSchema,
  attestation: oneOf<AttestationConveyancePreference>(['direct', 'enterprise', 'indirect', 'none']).optional(),
  attestationFormats: yup.array(oneOf<AttestationFormat>(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']).defined()).optional(),
  extensions: extensionsSchema,
});

/** Sign-in and re-authentication options: a challenge for one of the account's (or any) passkeys. */
export const requestOptionsSchema: yup.ObjectSchema<PublicKeyCredentialRequestOptionsJSON> = yup.object({
  challenge: text(),
  timeout: yup.number().optional(),
  rpId: yup.string().optional(),
  allowCredentials: yup.array(credentialDescriptorSchema.defined()).optional(),
  userVerification: userVerificationSchema,
  hints: hintsSchema,
  extensions: extensionsSchema,
});

export const passkeySchema: yup.ObjectSchema<PasskeyDto> = yup.object({
  id: text(),
  name: nullableText(),
  createdAt: text(),
  lastUsedAt: nullableText(),
  backedUp: yup.boolean().defined(),
});

export const passkeysResponseSchema: yup.ObjectSchema<PasskeysResponse> = yup.object({
  passkeys: yup.array(passkeySchema.defined()).defined(),
  recoveryCodesRemaining: yup.number().defined(),
});

export const registerPasskeyResponseSchema: yup.ObjectSchema<RegisterPasskeyResponse> = yup.object({
  passkey: passkeySchema.defined(),
  recoveryCodes: yup.array(text()).optional(),
});

export const recoveryCodesResponseSchema: yup.ObjectSchema<RecoveryCodesResponse> = yup.object({ recoveryCodes: yup.array(text()).defined() });

const guestClaimSchema: yup.ObjectSchema<GuestClaim> = yup.object({
  guestId: text(),
  action: oneOf(['merge', 'donate'] as const).defined(),
  coins: yup.number().defined(),
  xp: yup.number().defined(),
});

export const signInResponseSchema: yup.ObjectSchema<SignInResponse> = yup.object({
  user: currentUserSchema.defined(),
  session: sessionSchema.defined(),
  guestPoints: guestClaimSchema.nullable().defined().default(null),
  recoveryCodesRemaining: yup.number().optional(),
});

export const sessionInfoSchema: yup.ObjectSchema<SessionInfoDto> = yup.object({
  id: text(),
  kind: oneOf<SessionKind>(['guest', 'user']).defined(),
  device: nullableText(),
  createdAt: text(),
  lastUsedAt: text(),
  expiresAt: text(),
  current: yup.boolean().defined(),
});

export const sessionsResponseSchema: yup.ObjectSchema<SessionsResponse> = yup.object({ sessions: yup.array(sessionInfoSchema.defined()).defined() });

export const signOutEverywhereResponseSchema: yup.ObjectSchema<SignOutEverywhereResponse> = yup.object({ revoked: yup.number().defined() });
