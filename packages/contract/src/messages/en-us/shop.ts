/** Shops, in English. */
export const shop = {
  SHOP_NOT_FOUND: 'This shop does not exist',
  SHOP_CLOSED: 'This shop is closed',
} as const;
