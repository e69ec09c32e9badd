import { plugDiscounts } from '../trade';
import { chosenCoupons, returnCoupon, usableCoupons, useCoupon } from './coupon/coupon.service';
import { shopManjian } from './manjian/manjian.service';

/** Coupons and full reductions, as the checkout prices them and order close gives them back (ADR 085). */
export function plugCheckoutDiscounts() {
  plugDiscounts({
    coupons: { usable: usableCoupons, chosen: chosenCoupons, use: useCoupon, giveBack: returnCoupon },
    spendAndSave: shopManjian,
  });
}
