import type { PlatformPermission, SettingsGroup, SettingsValues } from '@zay/contract';
import type { Env } from '../../../env';
import type { RequestContext } from '../../../lib/context';

/** What a settings group reads its defaults from: the environment's plugins and captcha switch. */
export type SettingsEnv = Pick<Env, 'ADDONS' | 'CAPTCHA_ENABLED'>;

/**
 * One form of `/platform/settings` (issue 31, ADR 091), plugged in by the domain whose setting it
 * is (site, member, payment, money): the permission it needs
 * besides the settings calls' own `settings` (ADR 087), how its value in effect is read,
 * how a checked value is written (inside the caller's transaction, whole), and the config keys
 * whose cached copies go once it is saved.
 */
export interface SettingsGroupDef<G extends SettingsGroup> {
  group: G;
  permission: Extract<PlatformPermission, 'administrator' | 'operations' | 'finance'>;
  keys: readonly string[];
  read(ctx: RequestContext, env: SettingsEnv): Promise<SettingsValues[G]>;
  write(ctx: RequestContext, value: SettingsValues[G], env: SettingsEnv): Promise<void>;
}

const groups = new Map<SettingsGroup, SettingsGroupDef<SettingsGroup>>();

/** Plugs a group in (again: the later wins, so building a second app in tests is harmless). */
export function registerSettingsGroup<G extends SettingsGroup>(def: SettingsGroupDef<G>): void {
  groups.set(def.group, def as unknown as SettingsGroupDef<SettingsGroup>);
}

export function settingsGroup<G extends SettingsGroup>(group: G): SettingsGroupDef<G> {
  const def = groups.get(group);
  if (!def) throw new Error(`settings group ${group} was never registered`);
  return def as unknown as SettingsGroupDef<G>;
}
