/** Payment: pay types, transfer proofs, the wallet and the bundled payment sandbox, in English. */
export const payment = {
  PAY_TYPE_NOT_CONFIGURED: 'merchant has not configured the payment method',
  PAY_INFO_MISSING: 'no payment information was found',
  PAY_FAILED: 'Payment failed',
  PAY_SUCCESS: 'payment successful',

  BALANCE_NOT_ENOUGH: 'your balance is not enough',

  PAY_WALLET_ONLY: 'A top-up is paid with a mobile wallet',
  SELLER_PROOF_OTHER_SHOPS: 'This payment also pays orders of other shops; the platform confirms it',
  PAY_CLOSED: 'This payment has closed, please pay again from your orders',
  PAY_ALREADY_PAID: 'this payment has already been made',
  PAY_PROOF_USED: 'This transfer proof has already been sent for another payment',
  PAY_PROOF_EXPIRED: 'The shop did not confirm this transfer in time, please pay another way',
  PAY_AWAITING_TOO_MANY:
    'You already have {max} orders waiting for a shop to confirm your transfer, please wait for them first',
  PAY_PROOF_REQUIRED: 'Please upload the payment proof',
  PAY_PROOF_SUBMITTED: 'the payment proof was sent; the shop will confirm it',
  PAY_TYPE_OFFLINEPAY: 'Bank transfer',
  PAY_TYPE_BALANCE: 'Balance',

  SANDBOX_WALLET_TITLE: 'Zay sandbox wallet',
  SANDBOX_WALLET_INTRO: 'This test wallet plays the wallet app. No real money moves.',
  SANDBOX_PAY_TO: 'pay to',
  SANDBOX_AMOUNT: 'amount',
  SANDBOX_ORDER_NO: 'payment number',
  SANDBOX_CONFIRM: 'confirm payment',
  SANDBOX_CANCEL: 'cancel',
  SANDBOX_PAID: 'payment successful — you can go back to the shop now',
  SANDBOX_CANCELLED: 'payment cancelled',
  SANDBOX_LINK_INVALID: 'this payment link is invalid or has expired',
  SANDBOX_BACK: 'back to the shop',
} as const;
