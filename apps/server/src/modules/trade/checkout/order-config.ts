import { z } from 'zod';
import { INVOICE_CONTENTS } from '@zay/contract';
import type { Db } from '../../../db/database';
import { getConfig } from '../../site';
import type { InvoiceConfig } from './quote.types';

const invoiceConfigSchema = z.object({
  is_open: z.number().int(),
  invoice_rate_bp: z.number().int().min(0).max(10_000),
  paper_money: z.number().int().min(0),
  invoice_content: z.array(z.enum(INVOICE_CONTENTS)),
});

/** Without a stored setting: invoices on, no tax points, no postage, both contents. */
const DEFAULT_INVOICE: InvoiceConfig = {
  is_open: 1,
  invoice_rate_bp: 0,
  paper_money: 0,
  invoice_content: [...INVOICE_CONTENTS],
};

/** The platform's invoice settings (config key `order_invoice`). */
export const invoiceConfig = (db: Db): Promise<InvoiceConfig> =>
  getConfig(db, 'order_invoice', invoiceConfigSchema, DEFAULT_INVOICE);
