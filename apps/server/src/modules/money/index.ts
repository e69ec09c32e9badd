// The money domain's face: all that another domain may use of it (ADR 085).
export { setRechargeGifts } from './recharge/recharge-gifts';
export {
  bookCompletedOrder,
  commissionRate,
  shopCommission,
  setShopCommission,
  shopSettlement,
  settlementTotals,
} from './settlement/settlement.service';
