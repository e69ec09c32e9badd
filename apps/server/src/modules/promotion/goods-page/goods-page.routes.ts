import type { FastifyInstance } from 'fastify';
import { pcGoodsPageEndpoint } from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { addonOn } from '../../site';
import { goodsPage } from './goods-page.service';

/** pc/goodsPage: the storefront's goods page in one read (ADR 106). */
export function goodsPageRoutes(app: FastifyInstance) {
  const imageOrigin = app.env.PUBLIC_ORIGIN ?? '';
  registerEndpoint(app, pcGoodsPageEndpoint, (ctx, body) =>
    goodsPage(ctx, body.sku_id, imageOrigin, (name) => addonOn(app.db, app.env.ADDONS, name)),
  );
}
