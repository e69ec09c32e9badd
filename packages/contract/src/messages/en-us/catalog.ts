/** The catalogue: goods, categories, search and the goods page's service promises, in English. */
export const catalog = {
  GOODS_NOT_FOUND: 'This product does not exist or is no longer on sale',
  CATEGORY_NOT_FOUND: 'This category does not exist',
  AFTERSALE_SHIP_WITHIN: 'Ships within {hours} hours of payment',
  AFTERSALE_SHIP_WITHIN_ONE: 'Ships within {hours} hour of payment',
  AFTERSALE_NO_REASON_RETURN: '{days}-day no-reason return',
  AFTERSALE_PACKAGE_POSTAGE: 'For package goods, the buyer bears the return postage',
  KEYWORD_TOO_LONG: 'The search keyword may have at most 50 characters',
  VIDEO_UNAVAILABLE: 'This video is not available at the moment',
  CATALOGUE_NAME_INVALID: 'Enter a name of at most {max} characters, without < or >',
  CATALOGUE_IMAGE_INVALID: 'The image must be an uploaded picture or an https:// address',
  COMMISSION_RATE_INVALID: 'The commission rate must be between 0% and 100%',
  CATEGORY_PARENT_INVALID:
    'A category cannot go under itself, under one of its own subcategories or under a missing one',
  CATEGORY_TOO_DEEP: 'Categories have at most three levels; this move would make a fourth',
  CATEGORY_HAS_CHILDREN: 'This category has {count} subcategories; move or delete them first',
  CATEGORY_HAS_GOODS: 'This category holds {count} goods ({shops}); move them to another category first',
  BRAND_NOT_FOUND: 'This brand does not exist',
  BRAND_HAS_GOODS: 'This brand is used by {count} goods ({shops}); change their brand first',
} as const;
