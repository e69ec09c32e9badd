import { platformInfoEndpoint, PLATFORM_TOKEN_COOKIE } from '@zay/contract';
import { staffSession } from '~/lib/staff-session.server';

export const platformSession = staffSession(PLATFORM_TOKEN_COOKIE, platformInfoEndpoint, '/platform');

/** The logged-in platform staff member of this request (the platform console's cookie), or null. */
export const getPlatformStaff = platformSession.get;

/** The platform staff member, or a redirect to the platform's login with the way back. */
export const requirePlatformStaff = platformSession.require;
