import { consoleSessionEndpoints } from '../common/endpoint';
import * as s from './staff.schemas';

/** The shop console's session (ADR 049): its staff sign in, out, and read who they are. */
export const {
  login: sellerLoginEndpoint,
  logout: sellerLogoutEndpoint,
  info: sellerInfoEndpoint,
} = consoleSessionEndpoints('seller', {
  loginBody: s.sellerLoginBodySchema,
  loginResult: s.sellerLoginResultSchema,
  info: s.sellerStaffSchema,
});
