import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as cart from './cart.service';

export function cartRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.cartAddEndpoint, (ctx, body) => cart.addToCart(ctx, body.sku_id, body.num));
  registerEndpoint(app, c.cartListEndpoint, (ctx) => cart.cartLines(ctx));
  registerEndpoint(app, c.cartEditEndpoint, (ctx, body) => cart.editCartLine(ctx, body.cart_id, body.num));
  registerEndpoint(app, c.cartDeleteEndpoint, (ctx, body) => cart.deleteCartLines(ctx, body.cart_id));
  registerEndpoint(app, c.cartCountEndpoint, (ctx) => cart.cartCount(ctx));
}
