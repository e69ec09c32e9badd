import type { PlatformSlot, platformSlotSaveBodySchema } from '@zay/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import * as repo from './seckill-platform.repository';

// The platform console's seckill time slots (ADR 072): create, edit, switch off and on. A slot
// switched off leaves every list (storefront, sign-ups) and its seckills stop running in it.

type SaveBody = z.output<typeof platformSlotSaveBodySchema>;

const hms = (seconds: number) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

/** Every slot, on or off, by start, with the number of seckills signed up to it. */
export async function platformSlots(ctx: RequestContext): Promise<PlatformSlot[]> {
  const rows = await repo.listAllSlots(ctx.db);
  return rows.map((r) => ({
    ...r,
    seckill_count: Number(r.seckill_count ?? 0),
    seckill_start_time_show: hms(r.seckill_start_time),
    seckill_end_time_show: hms(Math.min(r.seckill_end_time, 86_399)),
  }));
}

export async function saveSlot(ctx: RequestContext, body: SaveBody) {
  const { id, ...fields } = body;
  if (id === undefined) return { id: await repo.insertSlot(ctx.db, { ...fields, create_time: ctx.now() }) };
  if (!(await repo.updateSlot(ctx.db, id, fields))) throw new AppError('SECKILL_SLOT_NOT_FOUND');
  return { id };
}

export async function setSlotStatus(ctx: RequestContext, id: number, status: 0 | 1) {
  if (!(await repo.updateSlot(ctx.db, id, { status }))) throw new AppError('SECKILL_SLOT_NOT_FOUND');
  return {};
}
