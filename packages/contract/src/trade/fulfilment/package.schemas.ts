import { z } from 'zod';

const int = z.number().int();

/** One tracking event: `datetime` is the marketplace's clock as text, as the family's clients show it. */
export const packageTraceItemSchema = z.object({ datetime: z.string(), time: int, remark: z.string() });

/**
 * One package of an order (API-SHAPES-MORE §3.5): express packages carry a courier and waybill
 * number; a local delivery's package is the shop's own courier (`courier_name`, `courier_phone`).
 */
export const orderPackageSchema = z.object({
  id: int,
  order_id: int,
  order_goods_id_array: z.string(),
  goods_id_array: z.string(),
  package_name: z.string(),
  /** 1 carried by a courier company, 0 the shop's own delivery. */
  delivery_type: int,
  express_company_id: int,
  express_company_name: z.string(),
  express_company_image: z.string(),
  delivery_no: z.string(),
  delivery_time: int,
  courier_name: z.string(),
  courier_phone: z.string(),
  member_id: int,
  member_name: z.string(),
  type: z.literal('manual'),
  goods_list: z.array(z.object({ sku_id: int, num: int, sku_name: z.string(), sku_image: z.string() })),
  trace: z.object({
    success: z.boolean(),
    reason: z.string(),
    status: int,
    status_name: z.string(),
    shipper_code: z.string(),
    logistic_code: z.string(),
    list: z.array(packageTraceItemSchema),
  }),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;
