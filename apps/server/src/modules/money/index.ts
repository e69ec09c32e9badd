// The money domain's face: all that another domain may use of it (ADR 085).
export { setRechargeGifts } from './recharge/recharge-gifts';
export { bookCompletedOrder, shopSettlement } from './settlement/settlement.service';
