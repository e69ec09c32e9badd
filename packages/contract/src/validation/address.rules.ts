import { z } from 'zod';
import {
  ADDRESS_DETAIL_MAX,
  CONSIGNEE_MAX,
  CONSIGNEE_MIN,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  TAXPAYER_ID_MAX,
  TELEPHONE_MAX,
} from '../common/constants';
import { flagSchema } from '../common/fields';
import { mobileSchema } from './account.rules';
import { maxChars, minChars, notBlank, optionalText, requiredId, requiredText, singleLine } from './rule-helpers';

export const consigneeSchema = requiredText('CONSIGNEE_LENGTH').check(
  minChars(CONSIGNEE_MIN, 'CONSIGNEE_LENGTH'),
  maxChars(CONSIGNEE_MAX, 'CONSIGNEE_LENGTH'),
  singleLine(),
);

/** A landline: optional; digits with the usual separators, e.g. "01 234 567" or "(01) 234-567". */
export const telephoneSchema = z
  .string({ error: 'TELEPHONE_INVALID' })
  .trim()
  .nullish()
  .transform((s) => (s ? s : undefined))
  .pipe(
    z
      .string()
      .max(TELEPHONE_MAX, 'TELEPHONE_INVALID')
      .regex(/^\+?[\d\s()-]*\d[\d\s()-]*$/, 'TELEPHONE_INVALID')
      .optional(),
  );

/** An optional e-mail address: blank becomes undefined. */
export const optionalEmailSchema = z
  .string({ error: 'EMAIL_INVALID' })
  .trim()
  .nullish()
  .transform((s) => (s ? s : undefined))
  .pipe(z.email('EMAIL_INVALID').max(EMAIL_MAX, 'EMAIL_INVALID').optional());

export const addressDetailSchema = requiredText('ADDRESS_REQUIRED').check(
  notBlank('ADDRESS_REQUIRED'),
  maxChars(ADDRESS_DETAIL_MAX, 'ADDRESS_TOO_LONG'),
  singleLine(),
);

/**
 * A member's delivery address as `/api/memberaddress/add|edit` takes it (`name` is the consignee).
 * Regions: province = state or region, city = district, district = township (API-SHAPES).
 * `full_address` is not taken from the client; the server builds it from the region names.
 */
export const addressSchema = z.object({
  name: consigneeSchema,
  mobile: mobileSchema,
  telephone: telephoneSchema,
  province_id: requiredId('PROVINCE_REQUIRED'),
  city_id: requiredId('CITY_REQUIRED'),
  district_id: requiredId('DISTRICT_REQUIRED'),
  address: addressDetailSchema,
  is_default: flagSchema.optional(),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

export const INVOICE_TYPES = ['paper', 'electronic'] as const;
export const INVOICE_TITLE_TYPES = ['personal', 'enterprise'] as const;
export const INVOICE_CONTENTS = ['office_supplies', 'digital'] as const;

const noInvoiceSchema = z.object({ is_invoice: z.literal(0) });

const invoiceDetailsSchema = z
  .object({
    is_invoice: z.literal(1),
    invoice_type: z.enum(INVOICE_TYPES, { error: 'INVOICE_FIELD_REQUIRED' }),
    invoice_title_type: z.enum(INVOICE_TITLE_TYPES, { error: 'INVOICE_FIELD_REQUIRED' }),
    invoice_title: requiredText('INVOICE_TITLE_REQUIRED').check(
      notBlank('INVOICE_TITLE_REQUIRED'),
      maxChars(INVOICE_TITLE_MAX, 'FIELD_TOO_LONG'),
      singleLine(),
    ),
    taxpayer_number: optionalText(TAXPAYER_ID_MAX),
    invoice_content: z.enum(INVOICE_CONTENTS, { error: 'INVOICE_FIELD_REQUIRED' }),
    invoice_full_address: optionalText(ADDRESS_DETAIL_MAX, 'ADDRESS_TOO_LONG'),
    invoice_email: optionalEmailSchema,
  })
  .superRefine(
    (v, ctx) => {
      if (v.invoice_title_type === 'enterprise' && !v.taxpayer_number)
        ctx.addIssue({ code: 'custom', message: 'INVOICE_TAXPAYER_ID_REQUIRED', path: ['taxpayer_number'] });
      if (v.invoice_type === 'paper' && !v.invoice_full_address)
        ctx.addIssue({ code: 'custom', message: 'INVOICE_ADDRESS_REQUIRED', path: ['invoice_full_address'] });
      if (v.invoice_type === 'electronic' && !v.invoice_email)
        ctx.addIssue({ code: 'custom', message: 'INVOICE_EMAIL_REQUIRED', path: ['invoice_email'] });
    },
    // Runs even when other fields failed, so a form shows every missing field at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/**
 * The invoice choice at checkout: `is_invoice` 0 (none) or 1 with the details. Enterprise headers
 * need a taxpayer id, paper invoices a mailing address, electronic ones a receiving e-mail.
 */
export const invoiceSchema = z.discriminatedUnion('is_invoice', [noInvoiceSchema, invoiceDetailsSchema]);
export type InvoiceInput = z.input<typeof invoiceSchema>;
export type Invoice = z.output<typeof invoiceSchema>;
