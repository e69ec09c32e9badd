import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../plugins/endpoints';
import { addonOn } from '../site';
import * as follow from './shop-member.service';
import * as shop from './shop.service';

export function shopRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.shopInfoEndpoint, (ctx, body) => shop.shopInfo(ctx, body.site_id));
  registerEndpoint(app, c.shopPageEndpoint, async (ctx, body) =>
    shop.shopPage(ctx, (await addonOn(app.db, app.env.ADDONS, 'city')) ? body : { ...body, website_id: undefined }),
  );
  registerEndpoint(app, c.shopCategoryTreeEndpoint, (ctx, body) => shop.shopCategoryTree(ctx, body.site_id));
  registerEndpoint(app, c.shopIsSubscribeEndpoint, (ctx, body) => follow.isSubscribed(ctx, body.site_id));
  registerEndpoint(app, c.shopSubscribeEndpoint, (ctx, body) => follow.subscribe(ctx, body.site_id));
  registerEndpoint(app, c.shopUnsubscribeEndpoint, (ctx, body) => follow.unsubscribe(ctx, body.site_id));
  registerEndpoint(app, c.memberShopPageEndpoint, (ctx, body) => follow.followedShops(ctx, body));
}
