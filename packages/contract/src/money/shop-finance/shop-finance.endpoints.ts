import { z } from 'zod';
import { settlementSchema } from '../../aftersale/aftersale.schemas';
import { defineEndpoint, emptyBodySchema, pageEndpoint } from '../../common/endpoint';
import { bankAccountBodySchema, bankAccountSchema, moneyIdBodySchema } from '../withdrawal/withdrawal.schemas';
import * as s from './shop-finance.schemas';

// The shop's money (ADR 102): the `money` permission (the owner), their own shop's rows only.

export const sellerFinanceInfoEndpoint = defineEndpoint({
  path: '/seller/api/finance/info',
  body: emptyBodySchema,
  response: s.shopFinanceInfoSchema,
  auth: 'seller',
});

/** The shop's settlement ledger with withdrawals, as `/seller/api/settlement/page` answers it. */
export const sellerFinanceLedgerEndpoint = pageEndpoint('/seller/api/finance/ledger', settlementSchema, 'seller');

export const sellerBankAccountListEndpoint = defineEndpoint({
  path: '/seller/api/finance/account/lists',
  body: emptyBodySchema,
  response: bankAccountSchema.array(),
  auth: 'seller',
});

/** A bank account or wallet of the shop (the members' rules: Myanmar banks, KBZPay, WavePay…). */
export const sellerBankAccountAddEndpoint = defineEndpoint({
  path: '/seller/api/finance/account/add',
  body: bankAccountBodySchema,
  response: z.number().int(),
  auth: 'seller',
  message: 'SHOP_BANK_ACCOUNT_SAVED',
});

export const sellerBankAccountDeleteEndpoint = defineEndpoint({
  path: '/seller/api/finance/account/delete',
  body: moneyIdBodySchema,
  response: z.number().int(),
  auth: 'seller',
});

/** Takes the amount from the withdrawable balance at once; the platform reviews and sends it. */
export const sellerWithdrawApplyEndpoint = defineEndpoint({
  path: '/seller/api/finance/withdraw/apply',
  body: s.shopWithdrawApplyBodySchema,
  response: z.number().int(),
  auth: 'seller',
  message: 'WITHDRAW_APPLY_SUCCESS',
});

export const sellerWithdrawPageEndpoint = pageEndpoint(
  '/seller/api/finance/withdraw/page',
  s.shopWithdrawPageSchema,
  'seller',
);
