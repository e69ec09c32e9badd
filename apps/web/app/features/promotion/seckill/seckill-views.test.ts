import { describe, expect, it } from 'vitest';
import type { SeckillSlot } from '@zay/contract';
import { soldPercent } from '~/components/promotion/promotion-status';
import { toSlotView } from './seckill-views';

const slot = (start: number, end: number): SeckillSlot => ({
  id: 1,
  seckill_id: 1,
  name: 'slot',
  seckill_start_time: start,
  seckill_end_time: end,
  seckill_start_time_show: '',
  seckill_end_time_show: '',
  status: 0,
  start_time: 0,
  end_time: 0,
});

describe('seckill views', () => {
  it('shows a slot’s hours, the last one ending at 24:00', () => {
    expect(toSlotView(slot(8 * 3600, 10 * 3600)).hours).toBe('08:00–10:00');
    expect(toSlotView(slot(22 * 3600, 86_400)).hours).toBe('22:00–24:00');
  });

  it('counts the sold share of the seckill’s quantity, a seckill without any as sold out', () => {
    expect(soldPercent({ stock: 75, sold: 25 })).toBe(25);
    expect(soldPercent({ stock: 0, sold: 10 })).toBe(100);
    expect(soldPercent({ stock: 0, sold: 0 })).toBe(100);
    expect(soldPercent({ stock: 2, sold: 1 })).toBe(33);
  });
});
