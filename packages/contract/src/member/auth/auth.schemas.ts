import { z } from 'zod';
import { AUTO_LOGIN_DAYS, PASSWORD_MAX } from '../../common/constants';
import { intSchema } from '../../common/fields';
import { mobileSchema, smsCodeSchema } from '../../validation/account.rules';

/** 3–30 letters, digits or underscores, not only digits (so it cannot pass for a mobile number). */
export const usernameSchema = z
  .string({ error: 'USERNAME_REQUIRED' })
  .trim()
  .min(1, 'USERNAME_REQUIRED')
  .regex(/^(?!\d+$)[A-Za-z0-9_]{3,30}$/, 'USERNAME_INVALID');

/** The password as sent; the platform's policy is applied by the server (it is configurable). */
const passwordFieldSchema = z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX);

export const captchaFields = {
  captcha_id: z.string().max(64).default(''),
  captcha_code: z.string().max(16).default(''),
};

const autoLoginSchema = intSchema.pipe(z.number().int().min(0).max(AUTO_LOGIN_DAYS)).default(0);

export const captchaBodySchema = z.object({ captcha_id: z.string().max(64).optional() });
export const captchaSchema = z.object({ id: z.string(), img: z.string() });

export const registerConfigSchema = z.object({
  value: z.object({
    login: z.string(),
    register: z.string(),
    pwd_len: z.number().int(),
    pwd_complexity: z.string(),
    agreement_title: z.string(),
  }),
});
export type RegisterConfig = z.infer<typeof registerConfigSchema>['value'];
export const agreementSchema = z.object({ title: z.string(), content: z.string() });

export const usernameRegisterBodySchema = z.object({
  username: usernameSchema,
  password: passwordFieldSchema,
  ...captchaFields,
});
export const mobileCodeBodySchema = z.object({ mobile: mobileSchema, ...captchaFields });
export const mobileRegisterBodySchema = z.object({
  mobile: mobileSchema,
  key: z.string().min(1).max(64),
  code: smsCodeSchema,
  password: passwordFieldSchema.optional(),
});
export const passwordLoginBodySchema = z.object({
  username: z.string({ error: 'USERNAME_REQUIRED' }).trim().min(1, 'USERNAME_REQUIRED').max(100),
  password: passwordFieldSchema,
  autoLoginRange: autoLoginSchema,
  ...captchaFields,
});
export const mobileLoginBodySchema = z.object({
  mobile: mobileSchema,
  key: z.string().min(1).max(64),
  code: smsCodeSchema,
  autoLoginRange: autoLoginSchema,
});
export const findPasswordBodySchema = z.object({
  mobile: mobileSchema,
  key: z.string().min(1).max(64),
  code: smsCodeSchema,
  password: passwordFieldSchema,
});

export const tokenSchema = z.object({ token: z.string() });
export const smsKeySchema = z.object({ key: z.string() });
