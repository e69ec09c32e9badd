import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  EMAIL_MAX,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN_DEFAULT,
  PAY_PASSWORD_LENGTH,
  SMS_CODE_LENGTH,
} from '../common/constants';
import type { MessageKey } from '../messages/en-us';
import {
  codePointLength,
  maxChars,
  notBlank,
  requiredText,
  singleLine,
  toAsciiDigits,
  whenFilled,
} from './rule-helpers';

/**
 * Mobile numbers of Myanmar and China (issue 13, ADR 045). The leading digits say which country
 * a number claims — Myanmar "09…" or "(+)959…", China "1…" or "(+)86 1…" — and libphonenumber-js
 * (its small `min` metadata) says whether it is a valid number of that country; a Chinese mobile
 * is `1[3-9]` and 9 more digits, as the API family's clients check. Spaces, dashes, dots and
 * brackets are typing aids and are dropped.
 */
const MYANMAR = /^(?:\+?95|0)9/;
const CHINA = /^(?:\+?86)?1/;
const CHINESE_MOBILE = /^1[3-9]\d{9}$/;

/**
 * The number in its stored form, or undefined when it is not a Myanmar or Chinese mobile number:
 * a Myanmar number as "09…" (the form stored before), a Chinese one as its 11 digits.
 */
export function normaliseMobile(input: string): string | undefined {
  const compact = toAsciiDigits(input).replace(/[\s\-.()]/g, '');
  if (!/^\+?\d{1,20}$/.test(compact)) return undefined;
  const country = MYANMAR.test(compact) ? 'MM' : CHINA.test(compact) ? 'CN' : undefined;
  if (!country) return undefined;
  const number = parsePhoneNumberFromString(/^(?:95|86)/.test(compact) ? `+${compact}` : compact, country);
  if (!number?.isValid() || number.country !== country) return undefined;
  if (country === 'MM') return `0${number.nationalNumber}`;
  return CHINESE_MOBILE.test(number.nationalNumber) ? number.nationalNumber : undefined;
}

/** A required e-mail address (REQUEST_EMAIL when blank), lower-cased: a member's sign-in address. */
export const emailSchema = requiredText('REQUEST_EMAIL')
  .check(notBlank('REQUEST_EMAIL'))
  .pipe(z.email('EMAIL_INVALID').max(EMAIL_MAX, 'EMAIL_INVALID'))
  .transform((e) => e.toLowerCase());

export const mobileSchema = requiredText('MOBILE_REQUIRED')
  .check(notBlank('MOBILE_REQUIRED'))
  .transform((value, ctx): string => {
    const mobile = normaliseMobile(value);
    if (mobile) return mobile;
    ctx.addIssue({ code: 'custom', message: 'MOBILE_FORMAT_ERROR', input: value });
    return z.NEVER;
  });

/** The values of the register config's `pwd_complexity`; `letter` means a lower-case letter. */
export const PASSWORD_COMPLEXITIES = ['number', 'letter', 'upper_case', 'symbol'] as const;
export type PasswordComplexity = (typeof PASSWORD_COMPLEXITIES)[number];

const COMPLEXITY_RULES: Record<PasswordComplexity, { re: RegExp; key: MessageKey }> = {
  number: { re: /\d/, key: 'PASSWORD_NEEDS_DIGIT' },
  letter: { re: /[a-z]/, key: 'PASSWORD_NEEDS_LOWER' },
  upper_case: { re: /[A-Z]/, key: 'PASSWORD_NEEDS_UPPER' },
  symbol: { re: /[^\p{L}\p{N}]/u, key: 'PASSWORD_NEEDS_SYMBOL' },
};

/** Reads `pwd_complexity` ("number,letter,…"); unknown words are ignored. */
export function parsePasswordComplexity(csv: string | undefined): PasswordComplexity[] {
  const words = new Set((csv ?? '').split(',').map((w) => w.trim()));
  return PASSWORD_COMPLEXITIES.filter((c) => words.has(c));
}

export interface PasswordPolicy {
  minLength?: number;
  complexity?: readonly PasswordComplexity[];
}

/** A password under the platform's policy. Not trimmed: spaces are part of a password. */
export function passwordRules({ minLength = PASSWORD_MIN_DEFAULT, complexity = [] }: PasswordPolicy = {}) {
  const min = Math.min(Math.max(minLength, 1), PASSWORD_MAX);
  return z.string({ error: (iss) => (iss.input == null ? 'PASSWORD_REQUIRED' : 'FIELD_INVALID') }).check(
    notBlank('PASSWORD_REQUIRED'),
    z.refine<string>((s) => codePointLength(s) >= min, {
      message: 'PASSWORD_TOO_SHORT',
      params: { min },
      when: whenFilled,
    }),
    maxChars(PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
    ...[...new Set(complexity)].map((c) => {
      const { re, key } = COMPLEXITY_RULES[c];
      return z.refine<string>((s) => re.test(s), { message: key, when: whenFilled });
    }),
  );
}

const anyPasswordSchema = z.string({ error: 'PASSWORD_REQUIRED' }).check(notBlank('PASSWORD_REQUIRED'));

/** Both present as strings, so a mismatch can be shown beside the other field's problems. */
function bothStrings(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v[b] === 'string';
  };
}

/** `password` and `confirm_password` (checked only on the client, the API takes `password`). */
export function passwordConfirmSchema(password: z.ZodType<string, string> = passwordRules()) {
  return z.object({ password, confirm_password: anyPasswordSchema }).refine((v) => v.password === v.confirm_password, {
    message: 'PASSWORD_MISMATCH',
    path: ['confirm_password'],
    when: bothStrings('password', 'confirm_password'),
  });
}

/** Changing a password: the new one must match its confirmation and differ from the old one. */
export function passwordChangeSchema(newPassword: z.ZodType<string, string> = passwordRules()) {
  return z
    .object({ old_password: anyPasswordSchema, new_password: newPassword, confirm_password: anyPasswordSchema })
    .refine((v) => v.new_password === v.confirm_password, {
      message: 'PASSWORD_MISMATCH',
      path: ['confirm_password'],
      when: bothStrings('new_password', 'confirm_password'),
    })
    .refine((v) => v.new_password !== v.old_password, {
      message: 'PASSWORD_SAME_AS_OLD',
      path: ['new_password'],
      when: bothStrings('new_password', 'old_password'),
    });
}

export const nicknameSchema = requiredText('NICKNAME_REQUIRED').check(
  notBlank('NICKNAME_REQUIRED'),
  maxChars(NICKNAME_MAX, 'NICKNAME_TOO_LONG'),
  singleLine(),
);

export const payPasswordSchema = z
  .string({ error: 'PAY_PASSWORD_FORMAT' })
  .overwrite(toAsciiDigits)
  .regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), 'PAY_PASSWORD_FORMAT');

export const smsCodeSchema = z
  .string({ error: 'SMS_CODE_ERROR' })
  .trim()
  .overwrite(toAsciiDigits)
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'SMS_CODE_ERROR');
