import { z } from 'zod';
import { isErrorKey, PASSWORD_MIN_DEFAULT, parsePasswordComplexity, passwordRules } from '@zay/contract';
import type { Db } from '../../../db/database';
import type { RequestContext } from '../../../lib/context';
import { applyTranslation, translationsOf } from '../../site';
import { AppError } from '../../../lib/app-error';
import { getConfig } from '../../site';

const schema = z.object({
  login: z.string(),
  register: z.string(),
  pwd_len: z.number().int().min(1).max(128),
  pwd_complexity: z.string(),
  agreement_title: z.string(),
  agreement_content: z.string(),
});
export type StoredRegisterConfig = z.infer<typeof schema>;

const DEFAULTS: StoredRegisterConfig = {
  login: 'username,mobile',
  register: 'username,mobile',
  pwd_len: PASSWORD_MIN_DEFAULT,
  pwd_complexity: 'number,letter',
  agreement_title: '',
  agreement_content: '',
};

export const registerConfig = (db: Db) => getConfig(db, 'register_config', schema, DEFAULTS);

/** The registration settings with the agreement in the request's language (Burmese fallback, ADR 057). */
export async function localRegisterConfig(ctx: RequestContext): Promise<StoredRegisterConfig> {
  const [config, found] = await Promise.all([
    registerConfig(ctx.db),
    translationsOf(ctx, 'config', ['register_config']),
  ]);
  return applyTranslation('config', config, found.get('register_config'));
}

export const isOn = (csv: string, way: 'username' | 'mobile') =>
  csv
    .split(',')
    .map((w) => w.trim())
    .includes(way);

/** Applies the platform's password policy; the first broken rule is the error. */
export function checkPassword(config: StoredRegisterConfig, password: string) {
  const rules = passwordRules({
    minLength: config.pwd_len,
    complexity: parsePasswordComplexity(config.pwd_complexity),
  });
  const res = rules.safeParse(password);
  if (!res.success) {
    const issue = res.error.issues[0]!;
    throw new AppError(isErrorKey(issue.message) ? issue.message : 'PARAMETER_ERROR', { min: config.pwd_len });
  }
}

/** Applies the platform's password policy as it is configured now (members' and staff's passwords alike). */
export async function checkPasswordPolicy(ctx: RequestContext, password: string) {
  checkPassword(await registerConfig(ctx.db), password);
}
