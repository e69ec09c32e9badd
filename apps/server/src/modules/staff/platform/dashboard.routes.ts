import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { platformDashboard } from './dashboard.service';

/** `/platform/api/dashboard` (issue 31, ADR 107): the console home's figures, for every platform role. */
export function platformDashboardRoutes(app: FastifyInstance) {
  registerEndpoint(app, c.platformDashboardEndpoint, (ctx, _body, req) => platformDashboard(ctx, requireStaff(req)));
}
