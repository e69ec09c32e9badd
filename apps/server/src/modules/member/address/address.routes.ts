import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as address from './address.service';

export function addressRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.addressPageEndpoint, (ctx, body) => address.addressPage(ctx, body));
  registerEndpoint(app, c.addressInfoEndpoint, (ctx, body) => address.addressInfo(ctx, body.id));
  registerEndpoint(app, c.addressAddEndpoint, (ctx, body) => address.addAddress(ctx, body));
  registerEndpoint(app, c.addressEditEndpoint, (ctx, { id, ...body }) => address.editAddress(ctx, id, body));
  registerEndpoint(app, c.addressSetDefaultEndpoint, (ctx, body) => address.setDefaultAddress(ctx, body.id));
  registerEndpoint(app, c.addressDeleteEndpoint, (ctx, body) => address.deleteAddress(ctx, body.id));
}
