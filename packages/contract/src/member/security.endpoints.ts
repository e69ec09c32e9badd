import { z } from 'zod';
import { smsKeySchema } from './auth/auth.schemas';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import * as s from './security.schemas';

/** Changes (old password) or sets (SMS code) the login password; the member's other sessions end. */
export const modifyPasswordEndpoint = defineEndpoint({
  path: '/api/member/modifypassword',
  body: s.modifyPasswordBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'PASSWORD_CHANGED',
});

/** Sends a code to the member's bound mobile, for setting a login password. */
export const passwordMobileCodeEndpoint = defineEndpoint({
  path: '/api/member/pwdmobliecode',
  body: s.captchaBodyFieldsSchema,
  response: smsKeySchema,
  auth: 'required',
});

/** Sends a code to a new mobile number (free, not the member's own) to bind it. */
export const bindMobileCodeEndpoint = defineEndpoint({
  path: '/api/member/bindmobliecode',
  body: s.bindMobileCodeBodySchema,
  response: smsKeySchema,
  auth: 'required',
});

/** Binds the new number with its code; the member's other sessions end. */
export const modifyMobileEndpoint = defineEndpoint({
  path: '/api/member/modifymobile',
  body: s.modifyMobileBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'MOBILE_BOUND',
});

/** Code 0 when no member uses the address; -1 (EMAIL_TAKEN) when one does. */
export const checkEmailEndpoint = defineEndpoint({
  path: '/api/member/checkemail',
  body: s.checkEmailBodySchema,
  response: z.object({}),
  auth: 'none',
});

/** Sends a code by e-mail to a new address (free, not the member's own) to bind it. */
export const bindEmailCodeEndpoint = defineEndpoint({
  path: '/api/member/bingemailcode',
  body: s.bindEmailCodeBodySchema,
  response: smsKeySchema,
  auth: 'required',
});

/** Binds the address with its code; the member's other sessions end (the address signs in too). */
export const modifyEmailEndpoint = defineEndpoint({
  path: '/api/member/modifyemail',
  body: s.modifyEmailBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'EMAIL_BOUND',
});

/** Sends a code to the member's bound mobile, for setting the payment password. */
export const payPasswordCodeEndpoint = defineEndpoint({
  path: '/api/member/paypwdcode',
  body: emptyBodySchema,
  response: smsKeySchema,
  auth: 'required',
});

/** Checks the payment-password code (a wrong one counts as a try) without using it up. */
export const verifyPayPasswordCodeEndpoint = defineEndpoint({
  path: '/api/member/verifypaypwdcode',
  body: s.smsCodeCheckBodySchema,
  response: z.object({}),
  auth: 'required',
});

/** Sets or changes the 6-digit payment password with the code (used up here). */
export const modifyPayPasswordEndpoint = defineEndpoint({
  path: '/api/member/modifypaypassword',
  body: s.modifyPayPasswordBodySchema,
  response: z.object({}),
  auth: 'required',
  message: 'PAY_PASSWORD_CHANGED',
});

/** PAY_PASSWORD_ERROR when wrong (tries are limited per member), PAY_PASSWORD_NOT_SET when none. */
export const checkPayPasswordEndpoint = defineEndpoint({
  path: '/api/member/checkpaypassword',
  body: s.checkPayPasswordBodySchema,
  response: z.object({}),
  auth: 'required',
});

/** 1 when the member has a payment password. */
export const isSetPayPasswordEndpoint = defineEndpoint({
  path: '/api/member/issetpayaassword',
  body: emptyBodySchema,
  response: z.union([z.literal(0), z.literal(1)]),
  auth: 'required',
});
