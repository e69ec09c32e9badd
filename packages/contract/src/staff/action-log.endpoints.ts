import { pageOf } from '../common/paging';
import { defineEndpoint } from '../common/endpoint';
import { actionLogQuerySchema, actionLogRowSchema } from './action-log.schemas';

/** `/platform/log`: the action log, newest first (administrator). */
export const platformActionLogEndpoint = defineEndpoint({
  path: '/platform/api/log/page',
  body: actionLogQuerySchema,
  response: pageOf(actionLogRowSchema),
  auth: 'platform',
  permission: 'administrator',
});

/** `/seller/staff` (log): the shop's own action log, newest first (its owner; ADR 098). */
export const sellerActionLogEndpoint = defineEndpoint({
  path: '/seller/api/log/page',
  body: actionLogQuerySchema,
  response: pageOf(actionLogRowSchema),
  auth: 'seller',
});
