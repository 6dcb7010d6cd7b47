import * as yup from 'yup';

const webauthnResponse = yup
  .object({
    id: yup.string().required().max(1400),
    rawId: yup.string().required().max(1400),
    type: yup.string().oneOf(['public-key']).required(),
    response: yup.object().required(),
    clientExtensionResults: yup.object().default({}),
    authenticatorAttachment: yup.string().optional(),
  })
  .required();

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

export const idParamsSchema = yup.object({ id: yup.string().uuid().required() });
