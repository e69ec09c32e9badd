import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as bank from './bank-account.service';
import * as withdraw from './withdrawal.service';
import { registerWithdrawalSettings } from './withdrawal-config';

export function withdrawalRoutes(app: FastifyInstance) {
  registerWithdrawalSettings();
  registerEndpoint(app, c.bankAccountPageEndpoint, (ctx, body) => bank.accountPage(ctx, body));
  registerEndpoint(app, c.bankAccountInfoEndpoint, (ctx, body) => bank.accountInfo(ctx, body.id));
  registerEndpoint(app, c.bankAccountDefaultEndpoint, (ctx) => bank.defaultAccount(ctx));
  registerEndpoint(app, c.bankAccountAddEndpoint, (ctx, body) => bank.addAccount(ctx, body));
  registerEndpoint(app, c.bankAccountEditEndpoint, (ctx, { id, ...fields }) => bank.editAccount(ctx, id, fields));
  registerEndpoint(app, c.bankAccountSetDefaultEndpoint, (ctx, body) => bank.setDefault(ctx, body.id));
  registerEndpoint(app, c.bankAccountDeleteEndpoint, (ctx, body) => bank.deleteAccount(ctx, body.id));
  registerEndpoint(app, c.withdrawInfoEndpoint, (ctx) => withdraw.withdrawInfo(ctx));
  registerEndpoint(app, c.withdrawConfigEndpoint, (ctx) => withdraw.withdrawConfig(ctx));
  registerEndpoint(app, c.withdrawTransferTypeEndpoint, (ctx) => withdraw.transferTypes(ctx));
  registerEndpoint(app, c.withdrawApplyEndpoint, (ctx, body) => withdraw.applyWithdrawal(ctx, body));
  registerEndpoint(app, c.withdrawPageEndpoint, (ctx, body) => withdraw.withdrawalPage(ctx, body));
  registerEndpoint(app, c.withdrawDetailEndpoint, (ctx, body) => withdraw.withdrawalDetail(ctx, body.id));
}
