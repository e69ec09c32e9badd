import { consoleSessionEndpoints } from '../../common/endpoint';
import { sellerLoginBodySchema, sellerLoginResultSchema, sellerStaffSchema } from '../staff.schemas';

/*
 * The platform console's session (ADR 060): `auth: 'platform'` takes a staff token (cookie
 * `zay_platform_token`, Bearer header or body `token`) of the platform's own staff (site_id 0); a
 * shop's staff is refused with PLATFORM_STAFF_ONLY.
 */

/** The platform's staff sign in with the shop console's accounts and answers. */
export const {
  login: platformLoginEndpoint,
  logout: platformLogoutEndpoint,
  info: platformInfoEndpoint,
} = consoleSessionEndpoints('platform', {
  loginBody: sellerLoginBodySchema,
  loginResult: sellerLoginResultSchema,
  info: sellerStaffSchema,
});
