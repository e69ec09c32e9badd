import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { platformAudit } from '../../site';
import * as delivery from './delivery-console.service';

/** `/seller/api/delivery/*` (issue 30, ADR 101): the shop's delivery, for the `shop` permission (the owner). */
export function deliveryConsoleRoutes(app: FastifyInstance) {
  const owner = (req: FastifyRequest) => requireStaff(req, 'shop');
  registerEndpoint(app, c.sellerDeliveryInfoEndpoint, (ctx, _b, req) => delivery.deliveryPage(ctx, owner(req)));
  registerEndpoint(app, c.sellerTemplateOptionsEndpoint, (ctx, _b, req) =>
    delivery.templateOptions(ctx, requireStaff(req, 'goods')),
  );
  registerEndpoint(app, c.sellerDeliverySettingsEndpoint, (ctx, body, req) =>
    delivery.saveSettings(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerTemplateSaveEndpoint, (ctx, body, req) =>
    delivery.saveTemplate(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerTemplateDeleteEndpoint, (ctx, body, req) =>
    delivery.deleteTemplate(ctx, owner(req), body.template_id, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerStoreSaveEndpoint, (ctx, body, req) =>
    delivery.saveStore(ctx, owner(req), body, platformAudit(req)),
  );
  registerEndpoint(app, c.sellerStoreDeleteEndpoint, (ctx, body, req) =>
    delivery.deleteStore(ctx, owner(req), body.store_id, platformAudit(req)),
  );
}
