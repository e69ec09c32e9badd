import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import * as member from './member.service';

export function memberRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.memberInfoEndpoint, (ctx) => member.memberInfo(ctx));
  registerEndpoint(app, c.memberDetailEndpoint, (ctx) => member.memberDetail(ctx));
  registerEndpoint(app, c.checkMobileEndpoint, (ctx, body) => member.checkMobileFree(ctx, body.mobile));
}
