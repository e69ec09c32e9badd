import { ADDRESS_MAX, pageCount, type Address, type Lang, type MemberAddress, type PageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import type { Db } from '../../../db/database';
import * as repo from './address.repository';

const nameIn = (lang: Lang, r: { name: string; name_zh: string; name_mm: string }) =>
  (lang === 'md-mm' ? r.name_mm : lang === 'zh-cn' ? r.name_zh : r.name) || r.name;

/** The three regions must exist and nest (township in district in state/region); answers their names. */
async function regionNames(db: Db, lang: Lang, a: Pick<Address, 'province_id' | 'city_id' | 'district_id'>) {
  const rows = await repo.findRegionChain(db, [a.province_id, a.city_id, a.district_id]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [p, c, d] = [byId.get(a.province_id), byId.get(a.city_id), byId.get(a.district_id)];
  const nests = p?.level === 1 && c?.level === 2 && c.pid === p.id && d?.level === 3 && d.pid === c.id;
  if (!nests) throw new AppError('REGION_INVALID');
  return [p, c, d].map((r) => nameIn(lang, r!)).join(' ');
}

async function toRow(ctx: RequestContext, a: Address) {
  const { is_default: _ignored, ...fields } = a;
  return {
    ...fields,
    telephone: a.telephone ?? '',
    full_address: await regionNames(ctx.db, ctx.lang, a),
    update_time: ctx.now(),
  };
}

export async function addressPage(ctx: RequestContext, q: PageQuery) {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageAddresses(ctx.db, requireMember(ctx), limit, (q.page - 1) * (limit ?? 0));
  return { page_count: pageCount(count, q.page_size), count, list };
}

/** What memberaddress/info answers without an id: the blank form of a new address. */
const EMPTY_ADDRESS: MemberAddress = {
  id: 0,
  name: '',
  mobile: '',
  telephone: '',
  province_id: 0,
  city_id: 0,
  district_id: 0,
  address: '',
  full_address: '',
  longitude: '',
  latitude: '',
  is_default: 0,
};

export async function addressInfo(ctx: RequestContext, id: number | undefined): Promise<MemberAddress> {
  requireMember(ctx);
  if (id === undefined) return { ...EMPTY_ADDRESS };
  const address = await repo.findAddress(ctx.db, requireMember(ctx), id);
  if (!address) throw new AppError('ADDRESS_NOT_FOUND');
  return address;
}

export async function addAddress(ctx: RequestContext, a: Address) {
  const memberId = requireMember(ctx);
  const row = await toRow(ctx, a);
  return withTransaction(ctx, async ({ db }) => {
    const existing = await repo.countAddresses(db, memberId);
    if (existing >= ADDRESS_MAX) throw new AppError('ADDRESS_LIMIT', { max: ADDRESS_MAX });
    const id = await repo.insertAddress(db, { ...row, member_id: memberId, create_time: row.update_time });
    if (a.is_default === 1 || existing === 0) await repo.markDefault(db, memberId, id);
    return id;
  });
}

export async function editAddress(ctx: RequestContext, id: number, a: Address) {
  const memberId = requireMember(ctx);
  const row = await toRow(ctx, a);
  return withTransaction(ctx, async ({ db }) => {
    if (!(await repo.updateAddress(db, memberId, id, row))) throw new AppError('ADDRESS_NOT_FOUND');
    if (a.is_default === 1) await repo.markDefault(db, memberId, id);
    return id;
  });
}

export async function setDefaultAddress(ctx: RequestContext, id: number) {
  const memberId = requireMember(ctx);
  await withTransaction(ctx, async ({ db }) => {
    if (!(await repo.findAddress(db, memberId, id))) throw new AppError('ADDRESS_NOT_FOUND');
    await repo.markDefault(db, memberId, id);
  });
  return {};
}

export async function deleteAddress(ctx: RequestContext, id: number) {
  const memberId = requireMember(ctx);
  await withTransaction(ctx, async ({ db }) => {
    const address = await repo.findAddress(db, memberId, id);
    if (!address || !(await repo.deleteAddress(db, memberId, id))) throw new AppError('ADDRESS_NOT_FOUND');
    const next = address.is_default ? await repo.newestAddressId(db, memberId) : undefined;
    if (next) await repo.markDefault(db, memberId, next);
  });
  return {};
}

/**
 * The names of a state or region, its district and township, in the request's language (a shop's
 * address, ADR 089); REGION_INVALID unless they exist and nest.
 */
export async function nameRegions(
  ctx: RequestContext,
  ids: { province_id: number; city_id: number; district_id: number },
): Promise<string> {
  return regionNames(ctx.db, ctx.lang, ids);
}

/** Regions by id with their level and parent (a shop's delivery areas, ADR 101); unknown ids are left out. */
export async function regionsByIds(ctx: RequestContext, ids: number[]) {
  return ids.length ? repo.findRegionChain(ctx.db, ids) : [];
}

/** An address checked and named as it would be stored (a one-off checkout address). */
export async function describeAddress(ctx: RequestContext, a: Address) {
  const { update_time: _time, ...row } = await toRow(ctx, a);
  return row;
}

/** The address checkout starts with: the default one, or null when the member has none. */
export async function defaultAddress(ctx: RequestContext): Promise<MemberAddress | null> {
  return (await repo.findDefaultAddress(ctx.db, requireMember(ctx))) ?? null;
}
