import {
  ACCOUNT_WAYS,
  parsePasswordComplexity,
  type LevelSetting,
  type RegisterGroup,
} from '@zay/contract';
import { captchaOn, registerSettingsGroup, siteConfig, updateConfig } from '../site';
import { consumeSettings } from './account/ledger.service';
import { levelRows, replaceLevels } from './account/level.repository';
import { signinSettings } from './account/signin.service';
import { registerConfig } from './auth/register-config';

const ways = (csv: string): RegisterGroup['register'] => {
  const named = new Set(csv.split(',').map((w) => w.trim()));
  return ACCOUNT_WAYS.filter((w) => named.has(w));
};

/**
 * The member domain's settings groups (issue 31, ADR 091): registration, login, captcha and
 * password rules; sign-in rewards and what an order earns; member levels.
 */
export function registerMemberSettings(): void {
  registerSettingsGroup({
    group: 'register',
    permission: 'administrator',
    keys: ['register_config', 'captcha_config'],
    async read(ctx, env) {
      const [config, captcha, on] = await Promise.all([
        registerConfig(ctx.db),
        siteConfig(ctx.db, 'captcha_config'),
        captchaOn(ctx.db, env.CAPTCHA_ENABLED),
      ]);
      return {
        register: ways(config.register),
        login: ways(config.login),
        pwd_len: config.pwd_len,
        pwd_complexity: parsePasswordComplexity(config.pwd_complexity),
        captcha: on ? 1 : 0,
        captcha_login: captcha.login ? 1 : 0,
      };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'register_config', (stored) => ({
        ...stored,
        register: ACCOUNT_WAYS.filter((w) => value.register.includes(w)).join(','),
        login: ACCOUNT_WAYS.filter((w) => value.login.includes(w)).join(','),
        pwd_len: value.pwd_len,
        pwd_complexity: parsePasswordComplexity(value.pwd_complexity.join(',')).join(','),
      }));
      await updateConfig(ctx.db, 'captcha_config', (stored) => ({
        ...stored,
        enabled: value.captcha,
        login: value.captcha_login,
      }));
    },
  });
  registerSettingsGroup({
    group: 'points',
    permission: 'operations',
    keys: ['member_signin', 'member_consume'],
    async read(ctx) {
      const [signin, consume] = await Promise.all([signinSettings(ctx), consumeSettings(ctx)]);
      return {
        signin: { is_use: signin.is_use ? 1 : 0, cycle: signin.cycle, reward: signin.reward },
        return_growth_rate: Math.round(consume.return_growth_rate),
        return_point_rate: Math.round(consume.return_point_rate),
      };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'member_signin', (stored) => ({ ...stored, ...value.signin }));
      await updateConfig(ctx.db, 'member_consume', (stored) => ({
        ...stored,
        return_growth_rate: value.return_growth_rate,
        return_point_rate: value.return_point_rate,
      }));
    },
  });
  registerSettingsGroup({
    group: 'levels',
    permission: 'operations',
    keys: [],
    async read(ctx) {
      const rows = await levelRows(ctx.db);
      return {
        levels: rows.map(
          (l): LevelSetting => ({
            level_id: l.level_id,
            level_name: l.level_name,
            level_name_en: l.level_name_en,
            level_name_mm: l.level_name_mm,
            growth: l.growth,
            remark: l.remark,
            remark_en: l.remark_en,
            remark_mm: l.remark_mm,
          }),
        ),
      };
    },
    write: (ctx, value) => replaceLevels(ctx.db, value.levels),
  });
}
