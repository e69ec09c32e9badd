import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { contentChanged } from '../../../lib/content-changed';
import { platformAudit } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import * as brands from './brand-console.service';
import * as categories from './category-console.service';

/**
 * The platform console's catalogue (issue 31, ADR 092): every call needs the `catalogue`
 * permission (the contract's, checked before the handler runs); a change tells `contentChanged`, which clears the catalogue answers, the layout and
 * the page micro-cache of this process, so the storefront shows it on the next request.
 */
export function catalogConsoleRoutes(app: FastifyInstance) {
  const changed = async <T>(work: Promise<T>) => contentChanged(app, await work);
  registerEndpoint(app, c.platformCategoryTreeEndpoint, (ctx) => categories.consoleTree(ctx));
  registerEndpoint(app, c.platformCategorySaveEndpoint, (ctx, body, req) =>
    changed(categories.saveCategory(ctx, body, platformAudit(req))),
  );
  registerEndpoint(app, c.platformCategorySetEndpoint, (ctx, body, req) =>
    changed(categories.setCategory(ctx, body, platformAudit(req))),
  );
  registerEndpoint(app, c.platformCategoryMoveEndpoint, (ctx, body, req) =>
    changed(categories.moveCategory(ctx, body, platformAudit(req))),
  );
  registerEndpoint(app, c.platformCategoryDeleteEndpoint, (ctx, body, req) =>
    changed(categories.deleteCategory(ctx, body.category_id, platformAudit(req))),
  );
  registerEndpoint(app, c.platformBrandListEndpoint, (ctx, body) => brands.consoleBrands(ctx, body));
  registerEndpoint(app, c.platformBrandSaveEndpoint, (ctx, body, req) =>
    changed(brands.saveBrand(ctx, body, platformAudit(req))),
  );
  registerEndpoint(app, c.platformBrandDeleteEndpoint, (ctx, body, req) =>
    changed(brands.deleteBrand(ctx, body.brand_id, platformAudit(req))),
  );
}
