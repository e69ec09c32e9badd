import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonInstalled } from '../../env';
import { registerEndpoint } from '../../plugins/endpoints';
import * as follow from './shop-member.service';
import * as shop from './shop.service';

export function shopRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.shopInfoEndpoint, (ctx, body) => shop.shopInfo(ctx, body.site_id));
  const cityOn = addonInstalled(app.env, 'city');
  registerEndpoint(app, c.shopPageEndpoint, (ctx, body) =>
    shop.shopPage(ctx, cityOn ? body : { ...body, website_id: undefined }),
  );
  registerEndpoint(app, c.shopCategoryTreeEndpoint, (ctx, body) => shop.shopCategoryTree(ctx, body.site_id));
  registerEndpoint(app, c.shopIsSubscribeEndpoint, (ctx, body) => follow.isSubscribed(ctx, body.site_id));
  registerEndpoint(app, c.shopSubscribeEndpoint, (ctx, body) => follow.subscribe(ctx, body.site_id));
  registerEndpoint(app, c.shopUnsubscribeEndpoint, (ctx, body) => follow.unsubscribe(ctx, body.site_id));
  registerEndpoint(app, c.memberShopPageEndpoint, (ctx, body) => follow.followedShops(ctx, body));
}
