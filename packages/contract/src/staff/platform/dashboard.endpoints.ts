import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import { platformDashboardSchema } from './dashboard.schemas';

/** The dashboard's figures (ADR 107): every platform role reads it (`dashboard`); the queues follow the role. */
export const platformDashboardEndpoint = defineEndpoint({
  path: '/platform/api/dashboard',
  body: emptyBodySchema,
  response: platformDashboardSchema,
  auth: 'platform',
  permission: 'dashboard',
});
