import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import * as cms from './cms.service';

export function cmsRoutes(app: FastifyInstance) {
  const imageOrigin = app.env.PUBLIC_ORIGIN ?? '';
  registerEndpoint(app, c.noticePageEndpoint, (ctx, body) => cms.noticePage(ctx, body));
  registerEndpoint(app, c.noticeInfoEndpoint, (ctx, body) => cms.noticeInfo(ctx, body.id, imageOrigin));
  registerEndpoint(app, c.helpPageEndpoint, (ctx, body) => cms.helpPage(ctx, body));
  registerEndpoint(app, c.helpInfoEndpoint, (ctx, body) => cms.helpInfo(ctx, body.id, imageOrigin));
}
