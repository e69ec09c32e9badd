// The trade domain's face: all that another domain may use of it (ADR 085).
export { plugDiscounts } from './checkout/discounts';
export {
  type OrderKind,
  orderKindOf,
  promotionLines,
  promotionSkuOrder,
  registerOrderKind,
} from './checkout/order-kind.service';
export { checkout, createOrders } from './checkout/ordercreate.service';
export {
  advanceEvaluateStatus,
  canEvaluate,
  orderToEvaluate,
  type OrderToEvaluate,
} from './order/order-evaluate.service';
export {
  closeRefundedOrder,
  findRefundLine,
  lockOrder,
  moveRefundStatus,
  orderLines,
  type RefundLine,
} from './order/refund-line.service';
export { CODE_ORDER_TYPES, handedOver } from './verification/code-worth';
