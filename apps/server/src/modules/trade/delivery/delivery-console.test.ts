import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAddEndpoint,
  orderCalculateEndpoint,
  sellerDeliveryInfoEndpoint,
  sellerDeliverySettingsEndpoint,
  sellerStoreDeleteEndpoint,
  sellerStoreSaveEndpoint,
  sellerTemplateDeleteEndpoint,
  sellerTemplateSaveEndpoint,
  type BodyOf,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { insertRow } from '../../../test/insert-row';
import { approvedShop, consoleStaff, joinApp, type JoinApp, type Who } from '../../shop/application/join-test-kit';
import { addGoods, buyer, type Buyer } from '../checkout/order-test-kit';

/**
 * `/seller/delivery` (issue 30, ADR 101): the owner's templates, stores and local delivery, and the
 * checkout charging by them. The fixtures hold Yangon; Mandalay is added here, uncovered by default.
 */
let j: JoinApp;
let siteId: number;
let owner: Who;
let clerk: Who;
let otherOwner: Who;
let otherClerk: Who;
let mandalay: { province_id: number; city_id: number; district_id: number };
let ygnBuyer: Buyer;
let mdyBuyer: Buyer;

const rule = (region_ids: number[], first_fee: string, extra_fee = '0') => ({ region_ids, first_fee, extra_fee });
type TemplateBody = BodyOf<typeof sellerTemplateSaveEndpoint>;
const template = (more: Partial<TemplateBody> = {}): TemplateBody => ({
  template_name: 'Yangon by piece',
  fee_type: 1,
  rules: [rule([j.regions.province_id], '2000', '500')],
  free_money: '0',
  ...more,
});
type SettingsBody = BodyOf<typeof sellerDeliverySettingsEndpoint>;
const settings = (more: Partial<SettingsBody> = {}): SettingsBody => ({
  express_enabled: 1,
  store_enabled: 1,
  local_enabled: 1,
  local_fee: '1500',
  local_min_money: '50000',
  local_area: [j.regions.city_id],
  local_times: [{ start: '00:00', end: '23:59' }],
  local_days: 2,
  ...more,
});

async function buyerAt(name: string, regions: typeof mandalay) {
  const b = await buyer(j.t, name, false);
  ok(
    await b.call(addressAddEndpoint, {
      name: 'Ma Ma',
      mobile: '09420000019',
      address: 'No. 1, 78th Street',
      ...regions,
    }),
  );
  return b;
}

const parsed = (text: string) => (text ? (JSON.parse(text) as Record<string, unknown>) : null);
const logRows = async () =>
  (
    await j.t.db.db
      .selectFrom('action_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('site_id', '=', siteId)
      .where('action', 'like', 'delivery.%')
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, before: parsed(r.before), after: parsed(r.after) }));

beforeAll(async () => {
  j = await joinApp();
  ({ siteId, owner } = await approvedShop(j, 'hla', '09781000201', 'Hla Fabrics'));
  ({ owner: otherOwner } = await approvedShop(j, 'mya', '09781000202', 'Mya Tea'));
  clerk = await consoleStaff(j.t, siteId, 'clerk', 'hla-clerk');
  otherClerk = await consoleStaff(j.t, siteId + 1, 'verifier', 'mya-verifier');
  const db = j.t.db.db;
  const province = await insertRow(db, 'region', { pid: 0, name: 'Mandalay Region', level: 1, sort: 2 }, 'id');
  const city = await insertRow(db, 'region', { pid: province, name: 'Mandalay District', level: 2, sort: 1 }, 'id');
  const district = await insertRow(db, 'region', { pid: city, name: 'Chanayethazan', level: 3, sort: 1 }, 'id');
  mandalay = { province_id: province, city_id: city, district_id: district };
  await db.updateTable('shop').set({ shop_status: 1 }).where('site_id', '=', siteId).execute();
  ygnBuyer = await buyerAt('dbuy1', j.regions);
  mdyBuyer = await buyerAt('dbuy2', mandalay);
}, 120_000);
afterAll(() => j.t.close());

describe('the shop’s express templates', () => {
  it('starts empty; the first template is the default; every change is logged with before and after', async () => {
    expect(ok(await owner.call(sellerDeliveryInfoEndpoint, {}))).toMatchObject({ templates: [], stores: [] });
    const page = ok(await owner.call(sellerTemplateSaveEndpoint, template()));
    expect(page.templates).toEqual([
      expect.objectContaining({
        template_name: 'Yangon by piece',
        is_default: 1,
        rules: [rule([j.regions.province_id], '2000.00', '500.00')],
      }),
    ]);
    const id = page.templates[0]!.template_id;
    ok(await owner.call(sellerTemplateSaveEndpoint, template({ template_id: id, free_money: '80000' })));
    const [add, edit] = await logRows();
    expect(add).toMatchObject({ action: 'delivery.template.add', staff_id: owner.id, before: null });
    expect(edit!.action).toBe('delivery.template.edit');
    expect(edit!.before!.free_money).toBe(0);
    expect(edit!.after!.free_money).toBe(80000_00);
  });

  it('moves the default, refuses deleting it, and deletes another (its goods fall back)', async () => {
    const page = ok(
      await owner.call(sellerTemplateSaveEndpoint, template({ template_name: 'Heavy', fee_type: 2, is_default: 1 })),
    );
    const [first, heavy] = page.templates;
    expect([first!.is_default, heavy!.is_default]).toEqual([0, 1]);
    expect((await owner.call(sellerTemplateDeleteEndpoint, { template_id: heavy!.template_id })).body.error_code).toBe(
      'DELIVERY_TEMPLATE_DEFAULT',
    );
    const spare = ok(await owner.call(sellerTemplateSaveEndpoint, template({ template_name: 'Spare' }))).templates[2]!;
    const goods = await addGoods(j.t.db.db, siteId, { price: 1000_00, stock: 5 });
    await j.t.db.db
      .updateTable('goods')
      .set({ express_template_id: spare.template_id })
      .where('goods_id', '=', goods.goodsId)
      .execute();
    const after = ok(await owner.call(sellerTemplateDeleteEndpoint, { template_id: spare.template_id }));
    expect(after.templates.map((t) => t.template_name)).toEqual(['Yangon by piece', 'Heavy']);
    const row = await j.t.db.db
      .selectFrom('goods')
      .select('express_template_id')
      .where('goods_id', '=', goods.goodsId)
      .executeTakeFirstOrThrow();
    expect(row.express_template_id).toBe(0);
    // Back to the first as the default for the checkout below.
    ok(await owner.call(sellerTemplateSaveEndpoint, template({ template_id: first!.template_id, is_default: 1 })));
  });

  it('refuses bad fees, bad regions and overlong names, and keeps script in a name as text', async () => {
    const code = async (body: TemplateBody) => (await owner.call(sellerTemplateSaveEndpoint, body)).body;
    for (const fee of ['-1', '1.005', 'abc', '10000000.01', 1e20])
      expect((await code(template({ rules: [rule([j.regions.province_id], fee as string)] }))).code).not.toBe(0);
    expect((await code(template({ free_money: '10000000.01' }))).message).toBe(
      'Fees and amounts must be between 0 and 10,000,000 Ks',
    );
    expect((await code(template({ rules: [rule([j.regions.district_id], '1')] }))).error_code).toBe(
      'DELIVERY_RULES_INVALID',
    );
    expect((await code(template({ rules: [rule([999_999], '1')] }))).error_code).toBe('DELIVERY_RULES_INVALID');
    const twice = [rule([j.regions.province_id], '1'), rule([j.regions.province_id], '2')];
    expect((await code(template({ rules: twice }))).error_code).toBe('DELIVERY_RULES_INVALID');
    expect((await code(template({ rules: [] }))).message).toMatch(/^Each state or region may appear/);
    expect((await code(template({ template_name: 'x'.repeat(31) }))).message).toBe(
      'The template name must have 1 to 30 characters on one line',
    );
    const script = '<script>alert(1)</script>';
    const page = ok(await owner.call(sellerTemplateSaveEndpoint, template({ template_name: script })));
    const saved = page.templates.find((t) => t.template_name === script)!;
    expect(saved).toBeTruthy();
    ok(await owner.call(sellerTemplateDeleteEndpoint, { template_id: saved.template_id }));
  });

  it('another shop’s owner and a clerk change nothing', async () => {
    const before = ok(await owner.call(sellerDeliveryInfoEndpoint, {}));
    const id = before.templates[0]!.template_id;
    expect(
      (await otherOwner.call(sellerTemplateSaveEndpoint, template({ template_id: id, template_name: 'Stolen' }))).body
        .error_code,
    ).toBe('DELIVERY_TEMPLATE_NOT_FOUND');
    expect((await otherOwner.call(sellerTemplateDeleteEndpoint, { template_id: id })).body.error_code).toBe(
      'DELIVERY_TEMPLATE_NOT_FOUND',
    );
    for (const call of [
      () => clerk.call(sellerDeliveryInfoEndpoint, {}),
      () => clerk.call(sellerTemplateSaveEndpoint, template()),
      () => clerk.call(sellerDeliverySettingsEndpoint, settings()),
      () => clerk.call(sellerStoreDeleteEndpoint, { store_id: 1 }),
    ])
      expect((await call()).body.error_code).toBe('SELLER_FORBIDDEN');
    expect(ok(await owner.call(sellerDeliveryInfoEndpoint, {})).templates).toEqual(before.templates);
  });
});

describe('pickup stores and local delivery', () => {
  it('saves a store with the shop’s own verifiers only; another shop cannot touch it', async () => {
    const store = {
      store_name: 'Hla Fabrics Bahan',
      telephone: '01 555 123',
      full_address: 'No. 3, Shwegondaing Road, Bahan',
      open_date: '09:00–18:00',
      verifier_ids: [clerk.id],
    };
    expect(
      (await owner.call(sellerStoreSaveEndpoint, { ...store, verifier_ids: [otherClerk.id] })).body.error_code,
    ).toBe('STORE_VERIFIER_INVALID');
    const page = ok(await owner.call(sellerStoreSaveEndpoint, store));
    expect(page.stores).toEqual([expect.objectContaining({ ...store, status: 1 })]);
    expect(page.staff.map((s) => s.staff_id)).toContain(clerk.id);
    const storeId = page.stores[0]!.store_id;
    expect(
      (await otherOwner.call(sellerStoreSaveEndpoint, { ...store, store_id: storeId, verifier_ids: [] })).body
        .error_code,
    ).toBe('PICKUP_STORE_NOT_FOUND');
    expect((await otherOwner.call(sellerStoreDeleteEndpoint, { store_id: storeId })).body.error_code).toBe(
      'PICKUP_STORE_NOT_FOUND',
    );
    const log = (await logRows()).filter((r) => r.action.startsWith('delivery.store'));
    expect(log).toEqual([
      expect.objectContaining({
        action: 'delivery.store.add',
        after: expect.objectContaining({ verifier_ids: [clerk.id] }),
      }),
    ]);
  });

  it('saves the switches and local delivery; refuses an area that is not a city or township', async () => {
    expect(
      (await owner.call(sellerDeliverySettingsEndpoint, settings({ local_area: [j.regions.province_id] }))).body
        .error_code,
    ).toBe('DELIVERY_AREA_INVALID');
    expect((await owner.call(sellerDeliverySettingsEndpoint, settings({ local_fee: '-5' }))).body.code).not.toBe(0);
    const saved = await owner.call(sellerDeliverySettingsEndpoint, settings());
    expect(saved.body.message).toBe('Delivery settings saved');
    expect(ok(saved)).toMatchObject({
      express_enabled: 1,
      local_fee: '1500.00',
      local_min_money: '50000.00',
      local_area: [j.regions.city_id],
    });
    const [row] = (await logRows()).filter((r) => r.action === 'delivery.settings');
    expect(row!.before).toMatchObject({ express_enabled: 0 });
    expect(row!.after).toMatchObject({ express_enabled: 1, local_fee: '1500.00' });
  });
});

describe('the checkout charges by the templates', () => {
  const calc = (b: Buyer, sku: number, num: number, delivery?: object) =>
    b.call(orderCalculateEndpoint, { sku_id: sku, num, ...(delivery ? { delivery: { [siteId]: delivery } } : {}) });

  it('by piece with the default template, by weight with the goods’ own, free above its amount', async () => {
    const plain = await addGoods(j.t.db.db, siteId, { price: 10_000_00, stock: 50 });
    const three = ok(await calc(ygnBuyer, plain.skuId, 3));
    expect(three).toMatchObject({ error_code: '', delivery_money: '3000.00', goods_money: '30000.00' });

    const heavy = await addGoods(j.t.db.db, siteId, { price: 20_000_00, stock: 50 });
    const page = ok(await owner.call(sellerDeliveryInfoEndpoint, {}));
    const byWeight = page.templates.find((t) => t.template_name === 'Heavy')!;
    ok(
      await owner.call(
        sellerTemplateSaveEndpoint,
        template({
          template_id: byWeight.template_id,
          template_name: 'Heavy',
          fee_type: 2,
          rules: [rule([j.regions.province_id, mandalay.province_id], '3000', '1000')],
          free_money: '100000',
        }),
      ),
    );
    await j.t.db.db
      .updateTable('goods')
      .set({ express_template_id: byWeight.template_id })
      .where('goods_id', '=', heavy.goodsId)
      .execute();
    await j.t.db.db.updateTable('goods_sku').set({ weight: 1500 }).where('sku_id', '=', heavy.skuId).execute();
    // 2 × 1.5 kg = 3 started kilograms: the first and two extra.
    expect(ok(await calc(ygnBuyer, heavy.skuId, 2))).toMatchObject({ delivery_money: '5000.00', error_code: '' });
    expect(ok(await calc(mdyBuyer, heavy.skuId, 2))).toMatchObject({ delivery_money: '5000.00', error_code: '' });
    expect(ok(await calc(ygnBuyer, heavy.skuId, 5))).toMatchObject({
      delivery_money: '0.00',
      goods_money: '100000.00',
    });
  });

  it('a region no template covers is not deliverable; pickup still is, at the shop’s store', async () => {
    const plain = await addGoods(j.t.db.db, siteId, { price: 10_000_00, stock: 50 });
    expect(ok(await calc(mdyBuyer, plain.skuId, 1))).toMatchObject({ error_code: 'EXPRESS_REGION_UNCOVERED' });
    const pickup = ok(await calc(mdyBuyer, plain.skuId, 1, { delivery_type: 'store' }));
    expect(pickup).toMatchObject({ error_code: '', delivery_money: '0.00' });
    expect(pickup.shop_goods_list[siteId]!.store_list.map((s) => s.store_name)).toEqual(['Hla Fabrics Bahan']);
  });

  it('local delivery: its area and minimum order', async () => {
    const plain = await addGoods(j.t.db.db, siteId, { price: 30_000_00, stock: 50 });
    const slot = ok(await calc(ygnBuyer, plain.skuId, 1)).shop_goods_list[siteId]!.local_delivery_times[0]!.value;
    const local = { delivery_type: 'local', delivery_time: slot };
    expect(ok(await calc(ygnBuyer, plain.skuId, 1, local))).toMatchObject({
      error_code: 'LOCAL_MIN_ORDER_NOT_REACHED',
    });
    expect(ok(await calc(ygnBuyer, plain.skuId, 2, local))).toMatchObject({
      error_code: '',
      delivery_money: '1500.00',
    });
    expect(ok(await calc(mdyBuyer, plain.skuId, 2, local))).toMatchObject({ error_code: 'LOCAL_AREA_UNCOVERED' });
  });
});
