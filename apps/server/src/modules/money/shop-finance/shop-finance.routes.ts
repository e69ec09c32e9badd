import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { platformAudit } from '../../site';
import * as finance from './shop-finance.service';

/** `/seller/api/finance/*` (issue 30, ADR 102): the shop's money, for the `money` permission (the owner). */
export function shopFinanceRoutes(app: FastifyInstance) {
  const owner = (req: Parameters<typeof requireStaff>[0]) => requireStaff(req, 'money');
  registerEndpoint(app, c.sellerFinanceInfoEndpoint, (ctx, _body, req) => finance.financeInfo(ctx, owner(req)));
  registerEndpoint(app, c.sellerFinanceLedgerEndpoint, (ctx, body, req) =>
    finance.financeLedger(ctx, owner(req), body),
  );
  registerEndpoint(app, c.sellerBankAccountListEndpoint, (ctx, _body, req) => finance.bankAccounts(ctx, owner(req)));
  registerEndpoint(app, c.sellerBankAccountAddEndpoint, (ctx, body, req) =>
    finance.addBankAccount(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerBankAccountDeleteEndpoint, (ctx, body, req) =>
    finance.deleteBankAccount(ctx, owner(req), body.id, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerWithdrawApplyEndpoint, (ctx, body, req) =>
    finance.applyShopWithdrawal(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerWithdrawPageEndpoint, (ctx, body, req) =>
    finance.shopWithdrawalPage(ctx, owner(req), body),
  );
}
