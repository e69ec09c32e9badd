/*
 * The platform console (`/platform`, ADR 060): the platform's own staff (site_id 0) log in with a
 * staff account.
 */

/** The platform console's session lives in this cookie, apart from the shop console's. */
export const PLATFORM_TOKEN_COOKIE = 'zay_platform_token';
