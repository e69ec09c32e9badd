import { z } from 'zod';
import {
  MOBILE_LOCAL_DIGITS_MAX,
  MOBILE_LOCAL_DIGITS_MIN,
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
 * Myanmar mobile numbers (SPEC leaves the bounds open): "09" and 7 to 9 more digits — 7 for the
 * oldest MPT numbers, 9 for today's. "+959…" and "959…" are the same numbers in international
 * form. Spaces, dashes, dots and brackets are typing aids and are dropped.
 */
const LOCAL_MOBILE_RE = new RegExp(`^09\\d{${MOBILE_LOCAL_DIGITS_MIN},${MOBILE_LOCAL_DIGITS_MAX}}$`);

/** The number as "09…", or undefined when it is not a Myanmar mobile number. */
export function normaliseMobile(input: string): string | undefined {
  const compact = toAsciiDigits(input).replace(/[\s\-.()]/g, '');
  let local = compact;
  if (compact.startsWith('+959')) local = `0${compact.slice(3)}`;
  else if (compact.startsWith('959')) local = `0${compact.slice(2)}`;
  return LOCAL_MOBILE_RE.test(local) ? local : undefined;
}

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
