import type { payment as en } from '../en-us/payment';

/** Payment: pay types, transfer proofs, the wallet and the bundled payment sandbox, in Simplified Chinese. */
export const payment: Record<keyof typeof en, string> = {
  PAY_TYPE_NOT_CONFIGURED: '商家未配置支付方式',
  PAY_INFO_MISSING: '未获取到支付信息',
  PAY_FAILED: '支付失败',
  PAY_SUCCESS: '支付成功',

  BALANCE_NOT_ENOUGH: '余额不足',

  PAY_WALLET_ONLY: '充值只能使用移动钱包支付',
  SELLER_PROOF_OTHER_SHOPS: '该笔支付还包含其他店铺的订单，请由平台确认',
  PAY_CLOSED: '该支付已关闭，请从我的订单重新支付',
  PAY_ALREADY_PAID: '该订单已支付',
  PAY_PROOF_USED: '该转账凭证已用于其他支付',
  PAY_PROOF_EXPIRED: '店铺未在期限内确认该转账，请改用其他方式支付',
  PAY_AWAITING_TOO_MANY: '您已有 {max} 个订单在等待店铺确认转账，请等待确认后再提交',
  PAY_PROOF_REQUIRED: '请上传支付凭证',
  PAY_PROOF_SUBMITTED: '支付凭证已提交，等待商家确认',
  PAY_TYPE_OFFLINEPAY: '线下转账',
  PAY_TYPE_BALANCE: '余额支付',

  SANDBOX_WALLET_TITLE: 'Zay 沙箱钱包',
  SANDBOX_WALLET_INTRO: '这是模拟钱包应用的测试钱包，不会产生真实扣款。',
  SANDBOX_PAY_TO: '收款方',
  SANDBOX_AMOUNT: '金额',
  SANDBOX_ORDER_NO: '支付单号',
  SANDBOX_CONFIRM: '确认支付',
  SANDBOX_CANCEL: '取消',
  SANDBOX_PAID: '支付成功，可以返回商城了',
  SANDBOX_CANCELLED: '已取消支付',
  SANDBOX_LINK_INVALID: '支付链接无效或已过期',
  SANDBOX_BACK: '返回商城',
};
