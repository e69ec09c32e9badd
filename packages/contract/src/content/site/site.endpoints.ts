import { z } from 'zod';
import { defineEndpoint, pageEndpoint, emptyBodySchema } from '../../common/endpoint';
import { pageOf } from '../../common/paging';
import * as chrome from './chrome.schemas';
import * as floor from './floor.schemas';
import * as s from './site.schemas';

/** Site settings; the only call that still answers while the site is closed. */
export const siteInfoEndpoint = defineEndpoint({
  path: '/api/website/info',
  body: s.siteIdBodySchema,
  response: s.siteInfoSchema,
  auth: 'none',
});

/** The city site serving an address (falls back to the main site, site_id 0). */
export const websiteByAddressEndpoint = defineEndpoint({
  path: '/api/website/getWebsiteidByAddress',
  body: s.websiteByAddressBodySchema,
  response: s.websiteSchema,
  auth: 'none',
});

export const copyrightEndpoint = defineEndpoint({
  path: '/api/config/copyright',
  body: emptyBodySchema,
  response: s.copyrightSchema,
  auth: 'none',
});

/** QR code (PNG data URI) of the mobile site. */
export const wapQrcodeEndpoint = defineEndpoint({
  path: '/api/website/wapqrcode',
  body: emptyBodySchema,
  response: s.wapQrcodeSchema,
  auth: 'none',
});

export const defaultImagesEndpoint = defineEndpoint({
  path: '/api/config/defaultimg',
  body: emptyBodySchema,
  response: s.defaultImagesSchema,
  auth: 'none',
});

/** An advert position and its adverts by keyword (NS_PC_INDEX, NS_PC_TOP_BANNER, …). */
export const advDetailEndpoint = defineEndpoint({
  path: '/api/adv/detail',
  body: s.advBodySchema,
  response: chrome.advDetailSchema,
  auth: 'none',
});

export const captchaConfigEndpoint = defineEndpoint({
  path: '/api/config/getCaptchaConfig',
  body: emptyBodySchema,
  response: s.captchaConfigSchema,
  auth: 'none',
});

export const shopServiceListEndpoint = defineEndpoint({
  path: '/api/shopservice/lists',
  body: emptyBodySchema,
  response: z.array(chrome.shopServiceSchema),
  auth: 'none',
});

export const servicerConfigEndpoint = defineEndpoint({
  path: '/api/config/servicer',
  body: emptyBodySchema,
  response: s.servicerConfigSchema,
  auth: 'none',
});

export const friendlyLinkEndpoint = pageEndpoint('/api/pc/friendlyLink', pageOf(chrome.friendlyLinkSchema), 'none');

export const navListEndpoint = pageEndpoint('/api/pc/navList', pageOf(chrome.navItemSchema), 'none');

/** The storefront chrome in one answer (header, menus, sidebar, footer); answers while the site is closed. */
export const layoutEndpoint = defineEndpoint({
  path: '/api/pc/layout',
  body: emptyBodySchema,
  response: s.layoutSchema,
  auth: 'none',
});

/** Home floors with their goods, brand and category slots filled in. */
export const floorsEndpoint = defineEndpoint({
  path: '/api/pc/floors',
  body: emptyBodySchema,
  response: z.array(floor.floorSchema),
  auth: 'none',
});

export const hotSearchWordsEndpoint = defineEndpoint({
  path: '/api/pc/hotSearchWords',
  body: emptyBodySchema,
  response: s.wordsSchema,
  auth: 'none',
});

export const defaultSearchWordsEndpoint = defineEndpoint({
  path: '/api/pc/defaultSearchWords',
  body: emptyBodySchema,
  response: s.wordsSchema,
  auth: 'none',
});

export const floatLayerEndpoint = defineEndpoint({
  path: '/api/pc/floatLayer',
  body: emptyBodySchema,
  response: s.floatLayerSchema,
  auth: 'none',
});

export const categoryConfigEndpoint = defineEndpoint({
  path: '/api/pc/categoryconfig',
  aliases: ['/pc/api/pc/categoryconfig'],
  body: emptyBodySchema,
  response: s.categoryConfigSchema,
  auth: 'none',
});

export const addonsEndpoint = defineEndpoint({
  path: '/api/addon/addonisexit',
  body: emptyBodySchema,
  response: s.addonsSchema,
  auth: 'none',
});

/** Child regions of `pid` (0 = states and regions), names in the request's language. */
export const regionListEndpoint = defineEndpoint({
  path: '/api/address/lists',
  body: s.regionBodySchema,
  response: z.array(s.regionSchema),
  auth: 'none',
});

/** Zay's own call: the open city sites, for the city picker's popular cities (ADR 067). */
export const citySiteListEndpoint = defineEndpoint({
  path: '/api/website/lists',
  body: emptyBodySchema,
  response: z.array(s.citySiteSchema),
  auth: 'none',
});

/** Districts (level 2) for the city picker, named in the request's language. */
export const cityListEndpoint = defineEndpoint({
  path: '/api/address/city',
  body: emptyBodySchema,
  response: z.array(s.citySchema),
  auth: 'none',
});

export const categoryTreeEndpoint = defineEndpoint({
  path: '/api/goodscategory/tree',
  body: s.categoryTreeBodySchema,
  response: z.array(chrome.categoryNodeSchema),
  auth: 'none',
});

/** Help classes, each with its articles (id, title, link_address). */
export const helpClassListEndpoint = defineEndpoint({
  path: '/api/helpclass/lists',
  body: emptyBodySchema,
  response: z.array(chrome.helpClassSchema),
  auth: 'none',
});
