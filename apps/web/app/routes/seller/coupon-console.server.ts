import type { AppLoadContext } from 'react-router';
import { requirePlatformStaff } from '../platform/platform.server';
import { requireStaff } from './seller.server';

/**
 * Which console a coupon page serves (ADR 072): under `/platform/` the platform's staff edit the
 * platform coupons; under `/seller/` a shop's staff edit the shop's own (site 0's owner there
 * still sees the platform's, as before).
 */
export async function couponConsoleOf(request: Request, context: AppLoadContext) {
  if (new URL(request.url).pathname.startsWith('/platform/')) {
    await requirePlatformStaff(request, context);
    return { where: 'platform' as const, platform: true };
  }
  const staff = await requireStaff(request, context);
  return { where: 'seller' as const, platform: staff.site_id === 0 };
}
