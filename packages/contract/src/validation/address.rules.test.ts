import { describe, expect, it } from 'vitest';
import { addressSchema, consigneeSchema, invoiceSchema, telephoneSchema } from './address.rules';
import { messages, issues } from './rules-test-kit';

describe('consigneeSchema', () => {
  it.each([
    ['a', 'a'],
    [' ဦးမောင်မောင် ', 'ဦးမောင်မောင်'],
    ['x'.repeat(20), 'x'.repeat(20)],
    ['王'.repeat(20), '王'.repeat(20)],
    ['ဇ'.repeat(20), 'ဇ'.repeat(20)],
  ])('accepts %j (1 to 20 characters)', (input, name) => {
    expect(consigneeSchema.parse(input)).toBe(name);
  });

  it.each(['', '   ', 'x'.repeat(21), '王'.repeat(21), '😀'.repeat(21), undefined])('refuses %j', (input) => {
    expect(messages(consigneeSchema, input)).toEqual(['CONSIGNEE_LENGTH']);
  });
});

describe('telephoneSchema', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['  ', undefined],
    ['01 234 567', '01 234 567'],
    ['(01) 234-567', '(01) 234-567'],
    ['+95 1 234567', '+95 1 234567'],
  ])('reads %j as %j', (input, phone) => {
    expect(telephoneSchema.parse(input)).toBe(phone);
  });

  it.each(['abc', '---', '1'.repeat(21), '01 234 567 ext 5', 12345])('refuses %j', (input) => {
    expect(messages(telephoneSchema, input)).toEqual(['TELEPHONE_INVALID']);
  });
});

describe('addressSchema', () => {
  const valid = {
    name: 'Aung Aung',
    mobile: '+959 7812 34567',
    province_id: 12,
    city_id: '34',
    district_id: 56,
    address: 'No. 5, Pyay Road',
  };

  it('accepts an address and normalises it', () => {
    expect(addressSchema.parse({ ...valid, telephone: '', full_address: 'ignored', is_default: true })).toEqual({
      name: 'Aung Aung',
      mobile: '0978123456' + '7',
      telephone: undefined,
      province_id: 12,
      city_id: 34,
      district_id: 56,
      address: 'No. 5, Pyay Road',
      is_default: 1,
    });
  });

  it('names every missing field at once', () => {
    expect(issues(addressSchema, {})).toEqual([
      'name:CONSIGNEE_LENGTH',
      'mobile:MOBILE_REQUIRED',
      'province_id:PROVINCE_REQUIRED',
      'city_id:CITY_REQUIRED',
      'district_id:DISTRICT_REQUIRED',
      'address:ADDRESS_REQUIRED',
    ]);
  });

  it.each([0, -1, 1.5, 'x', '', null])('refuses the region id %j', (id) => {
    expect(issues(addressSchema, { ...valid, district_id: id })).toEqual(['district_id:DISTRICT_REQUIRED']);
  });

  it('limits the detailed address to 200 characters', () => {
    expect(addressSchema.safeParse({ ...valid, address: 'ဇ'.repeat(200) }).success).toBe(true);
    expect(issues(addressSchema, { ...valid, address: 'ဇ'.repeat(201) })).toEqual(['address:ADDRESS_TOO_LONG']);
    expect(issues(addressSchema, { ...valid, address: '   ' })).toEqual(['address:ADDRESS_REQUIRED']);
  });

  it('refuses a malformed mobile', () => {
    expect(issues(addressSchema, { ...valid, mobile: '12345' })).toEqual(['mobile:MOBILE_FORMAT_ERROR']);
  });
});

describe('invoiceSchema', () => {
  const paper = {
    is_invoice: 1,
    invoice_type: 'paper',
    invoice_title_type: 'personal',
    invoice_title: 'Aung Aung',
    invoice_content: 'office_supplies',
    invoice_full_address: 'No. 5, Pyay Road, Yangon',
  };
  const electronic = {
    is_invoice: 1,
    invoice_type: 'electronic',
    invoice_title_type: 'enterprise',
    invoice_title: 'Zay Co., Ltd.',
    taxpayer_number: '123456789',
    invoice_content: 'digital',
    invoice_email: ' billing@example.com ',
  };

  it('accepts no invoice', () => {
    expect(invoiceSchema.parse({ is_invoice: 0, invoice_title: 'ignored' })).toEqual({ is_invoice: 0 });
  });

  it('accepts a personal paper invoice without taxpayer id or e-mail', () => {
    expect(invoiceSchema.safeParse(paper).success).toBe(true);
  });

  it('accepts an enterprise electronic invoice and trims the e-mail', () => {
    expect(invoiceSchema.parse(electronic)).toMatchObject({ invoice_email: 'billing@example.com' });
  });

  it('needs a mailing address for paper', () => {
    expect(issues(invoiceSchema, { ...paper, invoice_full_address: ' ' })).toEqual([
      'invoice_full_address:INVOICE_ADDRESS_REQUIRED',
    ]);
  });

  it('needs a receiving e-mail for electronic, and a valid one', () => {
    expect(issues(invoiceSchema, { ...electronic, invoice_email: undefined })).toEqual([
      'invoice_email:INVOICE_EMAIL_REQUIRED',
    ]);
    expect(issues(invoiceSchema, { ...electronic, invoice_email: 'not-an-email' })).toEqual([
      'invoice_email:EMAIL_INVALID',
    ]);
  });

  it('needs a taxpayer id for an enterprise header only', () => {
    expect(issues(invoiceSchema, { ...electronic, taxpayer_number: '' })).toEqual([
      'taxpayer_number:INVOICE_TAXPAYER_ID_REQUIRED',
    ]);
    expect(invoiceSchema.safeParse({ ...paper, taxpayer_number: '' }).success).toBe(true);
  });

  it('names every missing field of a requested invoice at once', () => {
    expect(issues(invoiceSchema, { is_invoice: 1 })).toEqual([
      'invoice_type:INVOICE_FIELD_REQUIRED',
      'invoice_title_type:INVOICE_FIELD_REQUIRED',
      'invoice_title:INVOICE_TITLE_REQUIRED',
      'invoice_content:INVOICE_FIELD_REQUIRED',
    ]);
    expect(issues(invoiceSchema, { ...paper, invoice_title: '', invoice_full_address: undefined })).toEqual([
      'invoice_title:INVOICE_TITLE_REQUIRED',
      'invoice_full_address:INVOICE_ADDRESS_REQUIRED',
    ]);
  });

  it.each([
    ['invoice_type', 'fax'],
    ['invoice_title_type', 'government'],
    ['invoice_content', 'food'],
  ])('refuses %s %j', (field, value) => {
    expect(issues(invoiceSchema, { ...paper, [field]: value })).toEqual([`${field}:INVOICE_FIELD_REQUIRED`]);
  });

  it.each([undefined, 2, '1', null])('refuses is_invoice %j', (flag) => {
    expect(invoiceSchema.safeParse({ ...paper, is_invoice: flag }).success).toBe(false);
  });
});
