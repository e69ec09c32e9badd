import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { contentChanged } from '../../../lib/content-changed';
import { platformAudit } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import * as brands from './brand-console.service';
import * as categories from './category-console.service';

/**
 * The platform console's catalogue (issue 31, ADR 092): every call needs the `catalogue`
 * permission; a change tells `contentChanged`, which clears the catalogue answers, the layout and
 * the page micro-cache of this process, so the storefront shows it on the next request.
 */
export function catalogConsoleRoutes(app: FastifyInstance) {
  const changed = async <T>(work: Promise<T>) => contentChanged(app, await work);
  registerEndpoint(app, c.platformCategoryTreeEndpoint, (ctx, _body, req) => {
    requireStaff(req, 'catalogue');
    return categories.consoleTree(ctx);
  });
  registerEndpoint(app, c.platformCategorySaveEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(categories.saveCategory(ctx, body, platformAudit(req)));
  });
  registerEndpoint(app, c.platformCategorySetEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(categories.setCategory(ctx, body, platformAudit(req)));
  });
  registerEndpoint(app, c.platformCategoryMoveEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(categories.moveCategory(ctx, body, platformAudit(req)));
  });
  registerEndpoint(app, c.platformCategoryDeleteEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(categories.deleteCategory(ctx, body.category_id, platformAudit(req)));
  });
  registerEndpoint(app, c.platformBrandListEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return brands.consoleBrands(ctx, body);
  });
  registerEndpoint(app, c.platformBrandSaveEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(brands.saveBrand(ctx, body, platformAudit(req)));
  });
  registerEndpoint(app, c.platformBrandDeleteEndpoint, (ctx, body, req) => {
    requireStaff(req, 'catalogue');
    return changed(brands.deleteBrand(ctx, body.brand_id, platformAudit(req)));
  });
}
