import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { registerMemberSettings } from './member-settings';
import { memberConsoleRoutes } from './console/member-console.routes';
import * as member from './member.service';

export function memberRoutes(app: FastifyInstance) {
  registerMemberSettings();
  registerEndpoint(app, c.memberInfoEndpoint, (ctx) => member.memberInfo(ctx));
  registerEndpoint(app, c.memberDetailEndpoint, (ctx) => member.memberDetail(ctx));
  registerEndpoint(app, c.checkMobileEndpoint, (ctx, body) => member.checkMobileFree(ctx, body.mobile));
  registerEndpoint(app, c.modifyNicknameEndpoint, (ctx, body) => member.modifyNickname(ctx, body.nickname));
  registerEndpoint(app, c.modifyHeadimgEndpoint, (ctx, body) => member.modifyHeadimg(ctx, app.storage, body.headimg));
  memberConsoleRoutes(app);
}
