// The payment domain's face: all that another domain may use of it (ADR 085).
export { plugDueOrderClose } from './due-order-close';
export { onPaymentPaid } from './payment-apply.service';
export { createPayment, payWallets } from './payment.service';
export { reopenExpiredProofs } from './proof-expiry.service';
export { confirmProof, movePaymentAmount, paymentForDesk, proofSentTimes, rejectProof } from './proof-review.service';
export { repayOrders } from './repay.service';
export {
  askWalletRefund,
  checkRefundNotify,
  SIGNATURE_HEADER,
  type SignedNotify,
  type WalletProvider,
  type WalletRefundNotify,
} from './wallet-refund.service';
