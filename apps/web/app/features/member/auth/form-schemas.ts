import {
  mobileSchema,
  PASSWORD_MAX,
  passwordConfirmSchema,
  passwordRules,
  smsCodeSchema,
  usernameSchema,
} from '@zay/contract';
import { z } from 'zod';
import type { PasswordPolicyView } from './auth-config';

// Issue messages are keys of the `validation` strings in the locale files (see issue-text.ts).

/** Required when the platform shows a captcha; otherwise whatever the (hidden) field holds. */
const captchaCode = (required: boolean) =>
  required ? z.string().trim().min(1, 'CAPTCHA_REQUIRED') : z.string().trim();

/** The SMS code: empty says "enter it", anything but six digits says the format. */
const smsCode = z.string().trim().min(1, 'SMS_CODE_REQUIRED').pipe(smsCodeSchema);

/** Checked when the code is sent, not when the form is submitted. */
const smsCaptcha = z.string();

const agreement = z.boolean().refine((ticked) => ticked, 'AGREEMENT_REQUIRED');

const newPassword = (policy: PasswordPolicyView) => passwordConfirmSchema(passwordRules(policy));

export function passwordLoginSchema(captcha: boolean) {
  return z.object({
    account: z.string().trim().min(1, 'ACCOUNT_REQUIRED').max(100, 'FIELD_INVALID'),
    password: z.string().min(1, 'PASSWORD_REQUIRED').max(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
    captcha_code: captchaCode(captcha),
    auto_login: z.boolean(),
  });
}

export const mobileLoginSchema = z.object({
  mobile: mobileSchema,
  captcha_code: smsCaptcha,
  code: smsCode,
  auto_login: z.boolean(),
});

export function usernameRegisterSchema(policy: PasswordPolicyView, captcha: boolean) {
  return z
    .object({ username: usernameSchema, captcha_code: captchaCode(captcha), agree: agreement })
    .and(newPassword(policy));
}

export function mobileRegisterSchema(policy: PasswordPolicyView) {
  return z
    .object({ mobile: mobileSchema, captcha_code: smsCaptcha, code: smsCode, agree: agreement })
    .and(newPassword(policy));
}

export function findPassMobileSchema(captcha: boolean) {
  return z.object({ mobile: mobileSchema, captcha_code: captchaCode(captcha) });
}

export function resetPasswordSchema(policy: PasswordPolicyView) {
  return z.object({ code: smsCode }).and(newPassword(policy));
}
