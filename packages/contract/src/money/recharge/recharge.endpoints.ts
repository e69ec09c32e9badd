import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import * as s from './recharge.schemas';

/*
 * The `memberrecharge` addon's calls (API-SHAPES-MORE §2.2). When the addon is not in ADDONS
 * every one answers PLUGIN_NOT_INSTALLED.
 */

/** The packages on sale, newest first. */
export const rechargePageEndpoint = defineEndpoint({
  path: '/memberrecharge/api/memberrecharge/page',
  body: s.rechargePageBodySchema,
  response: s.rechargePackagePageSchema,
  auth: 'none',
});

/** One package on sale; another is RECHARGE_NOT_FOUND. */
export const rechargeInfoEndpoint = defineEndpoint({
  path: '/memberrecharge/api/memberrecharge/info',
  body: s.rechargeIdBodySchema,
  response: s.rechargePackageInfoSchema,
  auth: 'none',
});

/** An unpaid order of the package and its payment; answers the payment's out_trade_no (pay it at /pay). */
export const rechargeCreateEndpoint = defineEndpoint({
  path: '/memberrecharge/api/ordercreate/create',
  body: s.rechargeIdBodySchema,
  response: z.string(),
  auth: 'required',
});

/** The member's paid recharge orders, newest first. */
export const rechargeOrderPageEndpoint = defineEndpoint({
  path: '/memberrecharge/api/order/page',
  body: s.rechargePageBodySchema,
  response: s.rechargeOrderPageSchema,
  auth: 'required',
});
