import { randomInt } from 'node:crypto';

/** Digits a code has: 10^12 codes, found by guessing only at the desk's rate limit. */
export const VERIFY_CODE_DIGITS = 12;

/** A random code from the operating system's generator; uniqueness is the table's (a unique index). */
export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_DIGITS; i++) code += String(randomInt(10));
  return code;
}
