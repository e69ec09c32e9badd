import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import type { AuthDeps } from '../auth/auth.service';
import * as account from './account.service';
import * as payPassword from './pay-password.service';
import * as signin from './signin.service';

/** `smsDeps`: the SMS sender and caps of the login calls (authRoutes answers them). */
export function accountRoutes(app: FastifyInstance, smsDeps: (req: FastifyRequest) => AuthDeps) {
  registerEndpoint(app, c.memberAccountEndpoint, (ctx, body) => account.memberAccountInfo(ctx, body.account_type));
  registerEndpoint(app, c.setPayPasswordEndpoint, (ctx, body) =>
    account.setPayPassword(ctx, body.pay_password, body.old_pay_password),
  );
  registerEndpoint(app, c.payPasswordCodeEndpoint, (ctx, _body, req) =>
    payPassword.sendPayPasswordCode(ctx, smsDeps(req)),
  );
  registerEndpoint(app, c.verifyPayPasswordCodeEndpoint, (ctx, body) => payPassword.checkPayPasswordCode(ctx, body));
  registerEndpoint(app, c.modifyPayPasswordEndpoint, (ctx, body) => payPassword.changePayPassword(ctx, body));
  registerEndpoint(app, c.checkPayPasswordEndpoint, (ctx, body) =>
    payPassword.verifyPayPassword(ctx, body.pay_password),
  );
  registerEndpoint(app, c.isSetPayPasswordEndpoint, (ctx) => payPassword.hasPayPassword(ctx));
  registerEndpoint(app, c.memberAccountPageEndpoint, (ctx, body) => account.ledgerPage(ctx, body));
  registerEndpoint(app, c.memberLevelListEndpoint, (ctx) => account.levelList(ctx));
  registerEndpoint(app, c.signinIsSignEndpoint, (ctx) => signin.isSigned(ctx));
  registerEndpoint(app, c.signinEndpoint, (ctx) => signin.signIn(ctx));
  registerEndpoint(app, c.signinAwardEndpoint, (ctx) => signin.signinAward(ctx));
  registerEndpoint(app, c.signRecordsEndpoint, (ctx) => signin.signRecords(ctx));
  registerEndpoint(app, c.signinStateEndpoint, (ctx) => signin.signinState(ctx));
}
