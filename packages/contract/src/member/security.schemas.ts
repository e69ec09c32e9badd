import { z } from 'zod';
import { PASSWORD_MAX } from '../common/constants';
import { captchaFields } from './auth/auth.schemas';
import { emailSchema, mobileSchema, payPasswordSchema, smsCodeSchema } from '../validation/account.rules';

const keySchema = z.string({ error: 'SMS_CODE_ERROR' }).min(1, 'SMS_CODE_ERROR').max(64);
/** As typed; the platform's password policy is applied by the server (it is configurable). */
const passwordField = z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX);

/**
 * member/modifypassword: a member with a login password sends the old one; a member without one
 * (registered by SMS) sends the code of member/pwdmobliecode and its key instead.
 */
export const modifyPasswordBodySchema = z.object({
  old_password: z.string().max(PASSWORD_MAX).optional(),
  new_password: passwordField,
  key: keySchema.optional(),
  code: smsCodeSchema.optional(),
});

export const captchaBodyFieldsSchema = z.object({ ...captchaFields });
export const bindMobileCodeBodySchema = z.object({ mobile: mobileSchema, ...captchaFields });
export const modifyMobileBodySchema = z.object({ mobile: mobileSchema, key: keySchema, code: smsCodeSchema });
/** member/checkemail: `email` required (REQUEST_EMAIL), compared case-insensitively. */
export const checkEmailBodySchema = z.object({ email: emailSchema });
export const bindEmailCodeBodySchema = z.object({ email: emailSchema, ...captchaFields });
/** The family's clients send the captcha again; it was checked when the code was sent. */
export const modifyEmailBodySchema = z.object({
  email: emailSchema,
  key: z.string({ error: 'EMAIL_CODE_ERROR' }).min(1, 'EMAIL_CODE_ERROR').max(64),
  code: smsCodeSchema,
});
export const smsCodeCheckBodySchema = z.object({ key: keySchema, code: smsCodeSchema });
export const modifyPayPasswordBodySchema = z.object({
  key: keySchema,
  code: smsCodeSchema,
  password: payPasswordSchema,
});
export const checkPayPasswordBodySchema = z.object({ pay_password: z.string().max(32) });
