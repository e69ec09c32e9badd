/** The catalogue: goods, categories, search and the goods page's service promises, in English. */
export const catalog = {
  GOODS_NOT_FOUND: 'This product does not exist or is no longer on sale',
  CATEGORY_NOT_FOUND: 'This category does not exist',
  AFTERSALE_SHIP_WITHIN: 'Ships within {hours} hours of payment',
  AFTERSALE_NO_REASON_RETURN: '{days}-day no-reason return',
  AFTERSALE_PACKAGE_POSTAGE: 'For package goods, the buyer bears the return postage',
  KEYWORD_TOO_LONG: 'The search keyword may have at most 50 characters',
  VIDEO_UNAVAILABLE: 'This video is not available at the moment',
} as const;
