import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requirePlatformStaff, requireStaff } from '../../../plugins/seller-auth';
import { settingsChanged, settingsGroup } from '../../site';
import { actionPage, logAction, startActionLogSweep } from '../../site';

/**
 * The platform console's site settings and action log (issue 31, ADR 091). A group is read and
 * saved through the domain that owns it (settings-registry.ts): the contract's `settings`
 * permission lets the caller in, the group's own (administrator, operations, finance) decides
 * which groups they read and may save; a save writes the group, its
 * before and after in the action log, in one transaction, then announces the change.
 */
export function platformSettingsRoutes(app: FastifyInstance) {
  const env = app.env;
  const readAll = async (ctx: RequestContext, staff: StaffScope) => {
    const out: c.Settings = {};
    for (const group of c.SETTINGS_GROUPS) {
      const def = settingsGroup(group);
      if (c.platformRoleMay(staff.role, def.permission)) Object.assign(out, { [group]: await def.read(ctx, env) });
    }
    return out;
  };

  registerEndpoint(app, c.platformSettingsEndpoint, (ctx, _body, req) => readAll(ctx, requireStaff(req)));
  registerEndpoint(app, c.platformSettingsSaveEndpoint, async (ctx, body, req) => {
    const def = settingsGroup(body.group);
    const staff = requirePlatformStaff(req, def.permission);
    await withTransaction(ctx, async (tx) => {
      const before = await def.read(tx, env);
      await def.write(tx, body.value, env);
      const after = await def.read(tx, env);
      await logAction(tx, staff, req.ip, { action: `settings.${body.group}`, before, after });
    });
    settingsChanged(app, def.keys);
    return readAll(ctx, staff);
  });

  registerEndpoint(app, c.platformActionLogEndpoint, (ctx, body, req) => actionPage(ctx, requireStaff(req), body));
  startActionLogSweep(app, 6);
}
