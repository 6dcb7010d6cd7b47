import * as yup from 'yup';

const webauthnShape = yup.object({
  id: yup.string().required().max(1400),
  rawId: yup.string().required().max(1400),
  type: yup.string().oneOf(['public-key']).required(),
  response: yup.object().required(),
  clientExtensionResults: yup.object().default({}),
  authenticatorAttachment: yup.string().optional(),
});
const webauthnResponse = webauthnShape.required();

export const registerVerifySchema = yup.object({
  response: webauthnResponse,
  name: yup.string().trim().max(60).optional(),
});

const guestPoints = yup.string().oneOf(['merge', 'donate']).optional();

export const signInVerifySchema = yup.object({ response: webauthnResponse, guestPoints });

export const recoverySignInSchema = yup.object({
  username: yup.string().trim().required().max(60),
  code: yup.string().trim().required().max(40),
  guestPoints,
});

/**
 * Recovery codes and passkey removal carry a fresh passkey assertion (`POST /api/auth/reauth/options`).
 * Optional here: without it the service answers 403 REAUTH_REQUIRED rather than a validation error.
 */
export const reauthBodySchema = yup.object({ reauth: webauthnShape.default(undefined).optional() });

export const idParamsSchema = yup.object({ id: yup.string().uuid().required() });
