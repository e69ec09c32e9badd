import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADDON_NAMES, type AddonName, type ErrorKey } from '@zay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { getConfig } from './config/config.service';

/**
 * Which plugins are installed (SPEC §1): the platform's setting `addons` (issue 31, ADR 091),
 * and until the platform first saves it the ADDONS environment variable. Read on each request,
 * so a switch takes effect at once.
 */
const addonsConfigSchema = z.object({ installed: z.array(z.string()) });

/** The names in ADDONS that are plugins, in the contract's order. */
export function parseAddons(list: string): AddonName[] {
  const named = new Set(list.split(',').map((a) => a.trim()));
  return ADDON_NAMES.filter((n) => named.has(n));
}

export async function installedAddons(db: Db, envAddons: string): Promise<Set<AddonName>> {
  const { installed } = await getConfig(db, 'addons', addonsConfigSchema, { installed: parseAddons(envAddons) });
  const names = new Set(installed);
  return new Set(ADDON_NAMES.filter((n) => names.has(n)));
}

export async function addonOn(db: Db, envAddons: string, name: AddonName): Promise<boolean> {
  return (await installedAddons(db, envAddons)).has(name);
}

/**
 * While `name` is not installed, every call under one of `prefixes` answers `error` before any
 * sign-in check; the check costs a string comparison for other calls.
 */
export function addonGate(app: FastifyInstance, name: AddonName, prefixes: readonly string[], error: ErrorKey) {
  app.addHook('onRequest', async (req) => {
    if (!prefixes.some((p) => req.url.startsWith(p))) return;
    if (!(await addonOn(app.db, app.env.ADDONS, name))) throw new AppError(error);
  });
}
