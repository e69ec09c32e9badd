import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import * as s from './shop-delivery.schemas';

/* `/seller/delivery` (issue 30, ADR 101): the `shop` permission; each call answers the whole page. */

export const sellerDeliveryInfoEndpoint = defineEndpoint({
  path: '/seller/api/delivery/info',
  body: emptyBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
});

/** Express, pickup and local delivery on or off; local delivery's area, fee, minimum and times. */
export const sellerDeliverySettingsEndpoint = defineEndpoint({
  path: '/seller/api/delivery/settings',
  body: s.sellerDeliverySettingsBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
  message: 'DELIVERY_SAVED',
});

export const sellerTemplateSaveEndpoint = defineEndpoint({
  path: '/seller/api/delivery/template/save',
  body: s.sellerTemplateSaveBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
  message: 'DELIVERY_SAVED',
});

/** Deletes a template other than the default; its goods fall back to the default. */
export const sellerTemplateDeleteEndpoint = defineEndpoint({
  path: '/seller/api/delivery/template/delete',
  body: s.sellerTemplateIdBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
});

export const sellerStoreSaveEndpoint = defineEndpoint({
  path: '/seller/api/delivery/store/save',
  body: s.sellerStoreSaveBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
  message: 'DELIVERY_SAVED',
});

/** Deletes a pickup store; orders keep the store's text they were placed with. */
export const sellerStoreDeleteEndpoint = defineEndpoint({
  path: '/seller/api/delivery/store/delete',
  body: s.sellerStoreIdBodySchema,
  response: s.sellerDeliverySchema,
  auth: 'seller',
});

/** The shop's templates for the goods editor (the `goods` permission). */
export const sellerTemplateOptionsEndpoint = defineEndpoint({
  path: '/seller/api/delivery/templates',
  body: emptyBodySchema,
  response: z.array(s.sellerTemplateOptionSchema),
  auth: 'seller',
});
