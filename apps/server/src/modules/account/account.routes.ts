import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import * as account from './account.service';

export function accountRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.memberAccountEndpoint, (ctx) => account.memberAccountInfo(ctx));
  registerEndpoint(app, c.setPayPasswordEndpoint, (ctx, body) =>
    account.setPayPassword(ctx, body.pay_password, body.old_pay_password),
  );
}
