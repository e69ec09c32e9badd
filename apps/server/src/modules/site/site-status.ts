import type { FastifyInstance } from 'fastify';
import { layoutEndpoint, siteInfoEndpoint } from '@zay/contract';
import { isApiPath } from '../../lib/api-paths';
import { AppError } from '../../lib/app-error';
import { siteConfig } from './site-config.service';

/**
 * Open while the site is closed: a wallet's payment notify (the money has moved), and the
 * consoles — the platform's, the shops' and the customer-service workbench — whose staff keep
 * working (issue 31, ADR 091).
 */
const ALWAYS_OPEN = [
  '/api/pay/notify/',
  '/platform/api/',
  '/seller/api/',
  '/servicer/api/workbench/',
  '/servicer/api/login',
  '/servicer/api/logout',
  '/servicer/api/info',
];

/** While `web_status` is off every other API call but website/info and pc/layout (its site part) answers SITE_CLOSE. */
export function siteStatusHook(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    if (!url || url === siteInfoEndpoint.path || url === layoutEndpoint.path || !isApiPath(url)) return;
    if (ALWAYS_OPEN.some((p) => url.startsWith(p))) return;
    const info = await siteConfig(app.db, 'site_info');
    if (!info.web_status) throw new AppError('SITE_CLOSE');
  });
}
