import { describe, expect, it } from 'vitest';
import enUs from '~/locales/en-us.json';
import mdMm from '~/locales/md-mm.json';
import zhCn from '~/locales/zh-cn.json';
import { createI18n, type Messages } from '~/lib/i18n';
import { deliveryRows } from './delivery-rows';
import type { OrderView } from './order-view';

const order = (delivery_type: string) =>
  ({
    delivery_type,
    name: 'Ko Aung',
    mobile: '09420000009',
    full_address: 'Yangon Kamayut',
    address: 'No. 7, Bogyoke Road',
    buyer_ask_delivery_time: '2026-11-22 18:00-21:00',
    delivery_store_name: 'Kamayut Pickup Point',
    delivery_store: {
      open_date: 'Mon–Sat 09:00–18:00',
      full_address: 'No. 12, Hledan Road',
      longitude: '',
      latitude: '',
      telphone: '09420000001',
    },
  }) as OrderView;

const rowsIn = (messages: unknown, lang: 'md-mm' | 'zh-cn' | 'en-us', type: string) =>
  Object.fromEntries(deliveryRows(order(type), createI18n(lang, messages as Messages).t));

describe('deliveryRows', () => {
  it('names the one who collects a pickup order, in each language, and no home address', () => {
    expect(rowsIn(mdMm, 'md-mm', 'store')).toEqual({
      'လာယူမည့် ဆိုင်ခွဲ': 'Kamayut Pickup Point',
      'ဆိုင်ခွဲ လိပ်စာ': 'No. 12, Hledan Road',
      ဖွင့်ချိန်: 'Mon–Sat 09:00–18:00',
      ဆက်သွယ်ရန်: '09420000001',
      ပစ္စည်းလာယူမည့်သူ: 'Ko Aung 09420000009',
    });
    expect(rowsIn(zhCn, 'zh-cn', 'store')['提货人']).toBe('Ko Aung 09420000009');
    expect(rowsIn(enUs, 'en-us', 'store')['Collected by']).toBe('Ko Aung 09420000009');
  });

  it('keeps the consignee for express and local delivery, with the address', () => {
    for (const type of ['express', 'local']) {
      const rows = rowsIn(mdMm, 'md-mm', type);
      expect(rows['လက်ခံသူ']).toBe('Ko Aung 09420000009');
      expect(rows['ပစ္စည်းလာယူမည့်သူ']).toBeUndefined();
      expect(rows['လိပ်စာ']).toBe('Yangon Kamayut No. 7, Bogyoke Road');
    }
    expect(rowsIn(enUs, 'en-us', 'local')).toMatchObject({ Consignee: 'Ko Aung 09420000009' });
  });
});
