import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerTemplateOptionsEndpoint } from '@zay/contract';
import { ok } from '../../../test/call';
import { goodsKit, info, save, shirtBody, type GoodsKit } from '../../catalog/goods-edit/goods-edit-test-kit';

/** The goods editor's express template (ADR 101): the shop's own templates only. */
let k: GoodsKit;
beforeAll(async () => {
  k = await goodsKit();
}, 120_000);
afterAll(() => k.t.close());

describe('a goods’ express template', () => {
  it('the goods editor lists the shop’s templates; a clerk may not', async () => {
    const list = ok(await k.editorA.call(sellerTemplateOptionsEndpoint, {}));
    expect(list).toEqual([expect.objectContaining({ is_default: 1 })]);
    expect((await k.clerkA.call(sellerTemplateOptionsEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
  });

  it('saves the shop’s own template, refuses another shop’s, and 0 is the default', async () => {
    const [mine] = ok(await k.editorA.call(sellerTemplateOptionsEndpoint, {}));
    const [theirs] = ok(await k.ownerB.call(sellerTemplateOptionsEndpoint, {}));
    const refused = await save(k.editorA, shirtBody(k.f.c3, { express_template_id: theirs!.template_id }));
    expect(refused.error_code).toBe('DELIVERY_TEMPLATE_NOT_FOUND');
    const saved = await save(k.editorA, shirtBody(k.f.c3, { express_template_id: mine!.template_id }));
    expect(saved.code).toBe(0);
    expect((await info(k.editorA, saved.data!.goods_id)).express_template_id).toBe(mine!.template_id);
    const plain = await save(k.editorA, shirtBody(k.f.c3));
    expect((await info(k.editorA, plain.data!.goods_id)).express_template_id).toBe(0);
  });
});
