import sharp from 'sharp';
import {
  evaluateImageUpload,
  type EvaluateAddBody,
  firstReviewText,
  againReviewText,
  ORDER_STATUS,
  PAY_STATUS,
} from '@zay/contract';
import type { TestApp } from '../../../test/test-app';

/** Helpers for review tests: received orders put in place directly, images uploaded over HTTP. */

export interface Line {
  goodsId: number;
  skuId: number;
  name: string;
}

/** An order of `lines` in the given state (received and open for review unless told). */
export async function orderOf(
  t: TestApp,
  memberId: number,
  siteId: number,
  lines: Line[],
  state: { order_status?: number; is_evaluate?: number; evaluate_status?: number } = {},
) {
  const db = t.db.db;
  const { order_id } = await db
    .insertInto('orders')
    .values({
      order_no: `R${Date.now()}${Math.random().toString().slice(2, 8)}`,
      out_trade_no: `T${Math.random().toString().slice(2, 12)}`,
      site_id: siteId,
      site_name: 'Review Shop',
      member_id: memberId,
      order_status: ORDER_STATUS.RECEIVED,
      pay_status: PAY_STATUS.PAID,
      is_evaluate: 1,
      evaluate_status: 0,
      create_time: 1,
      ...state,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const goods = [];
  for (const l of lines) {
    const { order_goods_id } = await db
      .insertInto('order_goods')
      .values({
        order_id,
        member_id: memberId,
        site_id: siteId,
        goods_id: l.goodsId,
        sku_id: l.skuId,
        sku_name: l.name,
        sku_image: 'upload/g.png',
        price: 1000_00,
        num: 1,
        goods_money: 1000_00,
        real_goods_money: 1000_00,
        create_time: 1,
      })
      .returning('order_goods_id')
      .executeTakeFirstOrThrow();
    goods.push(order_goods_id);
  }
  return { orderId: order_id, lines: goods };
}

/** A multipart body with one file part in field `file`. */
export function form(bytes: Buffer, filename = 'a.png', type = 'image/png') {
  const boundary = '----zay' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function picture(format: 'png' | 'jpeg' = 'png') {
  const img = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } });
  return (format === 'png' ? img.png() : img.jpeg()).toBuffer();
}

export async function uploadImage(t: TestApp, token: string, bytes: Buffer, filename = 'a.png', type = 'image/png') {
  const { payload, headers } = form(bytes, filename, type);
  const res = await t.app.inject({
    method: 'POST',
    url: evaluateImageUpload.path,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: { pic_path: string } | null; error_code?: string },
  };
}

type FirstItem = { order_goods_id: number; content: string; scores: number; images?: string };

/** The body of goodsevaluate/add as the family's clients send it (JSON inside a string). */
export const addBody = (orderId: number, items: FirstItem[], more: Partial<EvaluateAddBody> = {}): EvaluateAddBody => ({
  order_id: orderId,
  goods_evaluate: firstReviewText.encode(items.map((i) => ({ images: '', ...i }))),
  ...more,
});

export const againBody = (
  orderId: number,
  items: { order_goods_id: number; again_content: string; again_images?: string }[],
) => ({
  order_id: orderId,
  goods_evaluate: againReviewText.encode(items.map((i) => ({ again_images: '', ...i }))),
});
